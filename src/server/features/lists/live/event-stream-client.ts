import { SESSION_COOKIE } from '../../auth/session-cookie';

/** Test support: a Server-Sent Events reader over fetch, as a browser's EventSource reads. */

export interface ReceivedEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export interface EventStreamClient {
  response: Response;
  /** Every event so far, oldest first. */
  received: ReceivedEvent[];
  /** The first event (already received or still to come) matching, or a rejection after `withinMs`. */
  waitFor(match: (event: ReceivedEvent) => boolean, withinMs: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(frame: string): ReceivedEvent | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  return data.length === 0 ? null : { event, data: data.join('\n'), id };
}

export async function openEventStream(
  url: string,
  sessionToken: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: {
      cookie: `${SESSION_COOKIE}=${sessionToken}`,
      accept: 'text/event-stream',
      ...headers,
    },
    signal: abort.signal,
  });
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!reader) return;
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let boundary;
        while ((boundary = buffer.indexOf('\n\n')) !== -1) {
          const parsed = parseFrame(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
          if (parsed) received.push(parsed);
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Closed by the test.
    }
  })();

  return {
    response,
    received,
    ended,
    waitFor: (match, withinMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching event within ${withinMs} ms; got ${JSON.stringify(received)}`),
          );
        }, withinMs);
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
}
