import dns from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-address';

export type SafeFetchFailure =
  'bad-url' | 'private-address' | 'timeout' | 'too-large' | 'network' | 'backing-off' | 'busy';

const FAILURE_SENTENCES: Record<SafeFetchFailure, string> = {
  'bad-url': 'The address is not an http:// or https:// URL',
  'private-address': 'The address points inside this server’s network, which is not allowed',
  timeout: 'No answer in time',
  'too-large': 'The answer was too large',
  network: 'The address could not be reached',
  'backing-off': 'The address failed just before; it is tried again in a little while',
  busy: 'Too many calls are waiting to go out; it is tried again in a little while',
};

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    detail?: string,
  ) {
    super(detail ? `${FAILURE_SENTENCES[reason]} (${detail})` : FAILURE_SENTENCES[reason]);
    this.name = 'SafeFetchError';
  }

  /** A plain sentence for the user, without the technical detail. */
  get sentence(): string {
    return FAILURE_SENTENCES[this.reason];
  }
}

export interface SafeFetchOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** ALLOW_PRIVATE_WEBHOOKS: the operator lets users' URLs reach private and loopback hosts. */
  allowPrivate?: boolean;
  /** Every address a name has; the system's resolver unless a test plays a hostile name server. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;

/** Parses a URL a user gave; throws SafeFetchError for anything but http(s) to a public IP literal or name. */
export function checkUserUrl(text: string, allowPrivate = false): URL {
  if (!URL.canParse(text)) throw new SafeFetchError('bad-url');
  // WHATWG parsing already turns 2130706433, 0x7f.1 and 0177.0.0.1 into 127.0.0.1.
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('bad-url');
  if (url.username || url.password) throw new SafeFetchError('bad-url', 'credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && net.isIP(host) !== 0 && isPrivateAddress(host)) {
    throw new SafeFetchError('private-address', host);
  }
  if (!allowPrivate && /^localhost\.?$|\.localhost\.?$/i.test(host)) {
    throw new SafeFetchError('private-address', host);
  }
  return url;
}

/** The one address to connect to: resolved once and checked, so a second answer cannot differ. */
const systemResolve = (host: string) => dns.lookup(host, { all: true, verbatim: true });

async function checkedAddress(
  host: string,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<LookupAddress[]>,
): Promise<{ address: string; family: number }> {
  const family = net.isIP(host);
  if (family !== 0) return { address: host, family };
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw new SafeFetchError('network', (error as NodeJS.ErrnoException).code ?? 'DNS failure');
  }
  const [first] = addresses;
  if (!first) throw new SafeFetchError('network', 'no address');
  // One private answer among public ones is enough to refuse: it is how rebinding starts.
  const inside = addresses.find((entry) => isPrivateAddress(entry.address));
  if (inside && !allowPrivate) throw new SafeFetchError('private-address', inside.address);
  return first;
}

function pinnedLookup(pinned: { address: string; family: number }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
}

/**
 * Fetches a URL a user gave (webhooks, push endpoints) without letting it reach this server's
 * network: http(s) only, the resolved address checked and then the one connected to, redirects
 * never followed (the 3xx is the answer), a deadline for the whole exchange and a size cap.
 */
export async function safeFetch(
  text: string,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const allowPrivate = options.allowPrivate ?? false;
  const url = checkUserUrl(text, allowPrivate);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const deadline = AbortSignal.timeout(timeoutMs);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const pinned = await Promise.race([
    checkedAddress(host, allowPrivate, options.resolve ?? systemResolve),
    new Promise<never>((_, reject) =>
      deadline.addEventListener('abort', () => reject(new SafeFetchError('timeout'))),
    ),
  ]);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SafeResponse>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        lookup: pinnedLookup(pinned),
        signal: deadline,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy(new SafeFetchError('too-large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', (error) => reject(asSafeFetchError(error, deadline)));
      },
    );
    request.on('error', (error) => reject(asSafeFetchError(error, deadline)));
    request.end(options.body);
  });
}

function asSafeFetchError(error: Error, deadline: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (deadline.aborted) return new SafeFetchError('timeout');
  return new SafeFetchError('network', (error as NodeJS.ErrnoException).code ?? error.message);
}
