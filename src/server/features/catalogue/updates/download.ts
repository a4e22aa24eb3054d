import type { SavedSchedulesInfo } from '../offline/build/saved-schedules';

export interface DownloadLimits {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  /** The longest wait for the answer to begin or for its next bytes. */
  stallMs: number;
  /** Bytes of body (after decompression) beyond which the download is abandoned. */
  maxBytes: number;
  maxRedirects: number;
}

export type DownloadResult =
  | { kind: 'not-modified' }
  | {
      kind: 'downloaded';
      /** The body as it arrived, each chunk with a buffer of its own; the worker joins them. */
      chunks: Uint8Array[];
      etag: string | null;
      lastModified: string | null;
    };

/** Why a download did not give a file, in words for the log line and the admin page. */
export class DownloadFailure extends Error {
  override readonly name = 'DownloadFailure';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${Math.round(bytes / 1_048_576)} MB` : `${bytes} bytes`;
const seconds = (milliseconds: number) => `${Math.round(milliseconds / 100) / 10} s`;

function conditionalHeaders(url: string, saved: SavedSchedulesInfo | null): Record<string, string> {
  // Validators describe the file at the address they came from; another address starts afresh.
  if (!saved || saved.url !== url) return {};
  return {
    ...(saved.etag ? { 'if-none-match': saved.etag } : {}),
    ...(saved.lastModified ? { 'if-modified-since': saved.lastModified } : {}),
  };
}

function redirectTarget(response: Response, from: URL): URL {
  const location = response.headers.get('location');
  const target = location && URL.canParse(location, from) ? new URL(location, from) : null;
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) {
    throw new DownloadFailure(`a redirect (${response.status}) to an unusable address`);
  }
  if (from.protocol === 'https:' && target.protocol === 'http:') {
    throw new DownloadFailure(`a redirect from https to plain http (${target.host}) was refused`);
  }
  return target;
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads the body chunk by chunk, so an oversized answer is dropped as soon as it passes the cap.
 * The chunks are not joined here: copying a 30–60 MB file into one buffer held this thread for
 * 20–30 ms, and the worker that parses the file joins them instead (decision 456).
 */
async function readCapped(
  response: Response,
  limits: DownloadLimits,
  onProgress: () => void,
): Promise<Uint8Array[]> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await response.body?.cancel();
    throw new DownloadFailure(`the file is larger than ${size(limits.maxBytes)}`);
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (!reader) return chunks;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onProgress();
    received += value.byteLength;
    if (received > limits.maxBytes) {
      await reader.cancel();
      throw new DownloadFailure(`the file is larger than ${size(limits.maxBytes)}`);
    }
    chunks.push(value);
  }
  return chunks;
}

/**
 * Fetches the schedules file at `url`, conditionally when `saved` came from the same address.
 * Follows at most `maxRedirects` redirects, http(s) only and never from https down to http.
 * Throws a DownloadFailure saying why there is no file; `cancel` aborts it (server shutdown).
 */
export async function downloadSchedules(
  url: string,
  saved: SavedSchedulesInfo | null,
  limits: DownloadLimits,
  cancel: AbortSignal,
): Promise<DownloadResult> {
  const overall = AbortSignal.timeout(limits.timeoutMs);
  const stall = new AbortController();
  let stallTimer = setTimeout(() => stall.abort(), limits.stallMs);
  const progressed = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => stall.abort(), limits.stallMs);
  };
  const signal = AbortSignal.any([overall, stall.signal, cancel]);
  let address = new URL(url);
  const abandoned = (error: unknown): DownloadFailure => {
    if (error instanceof DownloadFailure) return error;
    if (cancel.aborted) return new DownloadFailure('the server is shutting down');
    if (overall.aborted) {
      return new DownloadFailure(`no complete answer within ${seconds(limits.timeoutMs)}`);
    }
    if (stall.signal.aborted) {
      return new DownloadFailure(`the server sent nothing for ${seconds(limits.stallMs)}`);
    }
    return new DownloadFailure(`the download from ${address.host} failed (${causeOf(error)})`);
  };
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(address, {
        redirect: 'manual',
        signal,
        headers: {
          accept: 'application/json',
          'user-agent': 'Tsuzuki catalogue updater',
          ...conditionalHeaders(url, saved),
        },
      });
      progressed();
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel();
        if (redirects >= limits.maxRedirects) {
          throw new DownloadFailure(`more than ${limits.maxRedirects} redirects`);
        }
        address = redirectTarget(response, address);
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { kind: 'not-modified' };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        const text = response.statusText ? ` ${response.statusText}` : '';
        throw new DownloadFailure(`${address.host} answered ${response.status}${text}`);
      }
      const chunks = await readCapped(response, limits, progressed);
      return {
        kind: 'downloaded',
        chunks,
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      };
    }
  } catch (error) {
    throw abandoned(error);
  } finally {
    clearTimeout(stallTimer);
  }
}
