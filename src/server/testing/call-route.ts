import type { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface RouteAnswer {
  status: number;
  headers: Record<string, unknown>;
  /** The body as text; empty for an event stream, which is closed once it has started. */
  body: string;
}

export class RouteHangError extends Error {
  constructor(what: string, timeoutMs: number) {
    super(`${what} did not answer within ${timeoutMs} ms`);
    this.name = 'RouteHangError';
  }
}

/** Statuses that never carry a body (RFC 9110), whatever Content-Encoding they repeat. */
const BODYLESS_STATUSES = new Set([204, 304]);

const DECODERS: Record<string, (data: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/** The body as text, decompressed as a client that asked for the encoding would. */
async function readAll(stream: Readable, encoding: unknown): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const data = Buffer.concat(chunks);
  const decode = typeof encoding === 'string' ? DECODERS[encoding] : undefined;
  return (decode ? decode(data) : data).toString('utf8');
}

function withDeadline<T>(promise: Promise<T>, what: string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RouteHangError(what, timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * One call through app.inject that cannot hang a suite: a slow answer fails with RouteHangError,
 * and a live event stream counts as answered once its headers arrive.
 */
export async function callRoute(
  app: FastifyInstance,
  options: InjectOptions,
  timeoutMs = 5000,
): Promise<RouteAnswer> {
  const what = `${options.method ?? 'GET'} ${typeof options.url === 'string' ? options.url : 'a route'}`;
  const response = await withDeadline(
    app.inject({ ...options, payloadAsStream: true }),
    what,
    timeoutMs,
  );
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { status: response.statusCode, headers: response.headers, body: '' };
  }
  const encoding = BODYLESS_STATUSES.has(response.statusCode)
    ? undefined
    : response.headers['content-encoding'];
  const body = await withDeadline(readAll(stream, encoding), what, timeoutMs);
  return { status: response.statusCode, headers: response.headers, body };
}
