import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

interface Corkable {
  cork(): void;
  uncork(): void;
}

/** What Kysely reads of pg's answer to `begin`. */
const BEGUN = { command: 'BEGIN', rowCount: null, rows: [], fields: [] };

/**
 * Sends a transaction's `begin` in the same socket write as the statement after it, and both
 * answers come back together (decision 461): one round trip fewer for every transaction, where
 * each round trip costs the server a write to the socket and a turn of its event loop. It needs
 * a client in pipeline mode, which sends a statement without waiting for the one before.
 *
 * Kysely awaits `begin` before running the transaction's body, so `begin` is answered at once
 * and held back, corked, until the body's first statement goes out (or, should the body ask
 * nothing in the same turn, at the end of it). That statement answers only once `begin` has
 * succeeded, and fails with its error otherwise.
 */
export function sendBeginWithNext(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const stream = (client as unknown as { connection: { stream: Partial<Corkable> } }).connection
    .stream;
  let begun: Promise<unknown> | null = null;
  let corked = false;
  const release = () => {
    if (!corked) return;
    corked = false;
    stream.uncork?.();
  };
  const sendBeginWithNextQuery: Query = (...args) => {
    const [text] = args;
    if (text === 'begin' && begun === null) {
      stream.cork?.();
      corked = true;
      begun = query('begin') as Promise<unknown>;
      // Its failure is the next statement's to report.
      begun.catch(() => undefined);
      process.nextTick(release);
      return Promise.resolve(BEGUN);
    }
    const sent = query(...args);
    release();
    if (begun === null) return sent;
    const before = begun;
    begun = null;
    return Promise.all([before, sent]).then(([, answer]) => answer);
  };
  (client as unknown as { query: Query }).query = sendBeginWithNextQuery;
}
