import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. /3/tv/209867. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** Date.now() when the request arrived. */
  receivedAt: number;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A one-off behaviour for the next matching request, overriding the fake's normal answer. */
export interface ScriptedReply {
  /** Only requests whose path contains this text take this reply; by default any request does. */
  pathIncludes?: string;
  /** Wait this long before answering (or hanging up). */
  delayMs?: number;
  /** Close the connection without an answer, as a crashed upstream would. */
  hangUp?: boolean;
  /** Answer with this status (and body, headers) instead of the normal answer. */
  status?: number;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer;

export interface FakeHttpServer {
  /** Base URL on 127.0.0.1 with the random port, without a trailing slash. */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** Queues one-off replies; each is used by the first request it matches, then dropped. */
  script(...replies: ScriptedReply[]): void;
  /** Forgets recorded requests and unused scripted replies. */
  reset(): void;
  close(): Promise<void>;
}

function send(response: http.ServerResponse, answer: FakeAnswer): void {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    'Content-Type': 'application/json;charset=utf-8',
    ...answer.headers,
  });
  response.end(text);
}

/** A local HTTP server standing in for a third-party API in tests, programmable per test. */
export async function startFakeHttpServer(handler: FakeHandler): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  let scripted: ScriptedReply[] = [];

  const takeScripted = (path: string): ScriptedReply | undefined => {
    const index = scripted.findIndex(
      (reply) => !reply.pathIncludes || path.includes(reply.pathIncludes),
    );
    if (index === -1) return undefined;
    const [reply] = scripted.splice(index, 1);
    return reply;
  };

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      requests.push(recorded);
      const reply = takeScripted(recorded.path);
      const answer = () => {
        if (reply?.hangUp) {
          response.socket?.destroy();
          return;
        }
        if (reply?.status !== undefined) {
          send(response, { status: reply.status, body: reply.body ?? {}, headers: reply.headers });
          return;
        }
        send(response, handler(recorded));
      };
      if (!reply?.delayMs) {
        answer();
        return;
      }
      const timer = setTimeout(answer, reply.delayMs);
      response.on('close', () => clearTimeout(timer));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => {
      scripted.push(...replies);
    },
    reset: () => {
      requests.length = 0;
      scripted = [];
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
