import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

interface Corkable {
  cork(): void;
  uncork(): void;
}

/** What Kysely reads of pg's answer to `begin` and `commit`. */
const answerOf = (command: string) => ({ command, rowCount: null, rows: [], fields: [] });

/**
 * The `commit` a transaction's body sends with its last statement (`answerThenCommit`); the comment
 * tells it from the `commit` Kysely sends once the body has ended.
 */
export const COMMIT_WITH_LAST = 'commit /* with the last statement */';

/**
 * Makes a pooled client (in pipeline mode, which sends a statement without waiting for the one
 * before) send everything it is asked in one turn of the event loop in one socket write, and
 * leaves the fewest round trips in a transaction (decisions 461 and 462). A round trip costs the
 * server a socket write and an event-loop turn, while the transaction holds a pool connection
 * and its row locks.
 *
 * - Kysely awaits `begin` before running the body, so `begin` is answered at once and leaves
 *   with the body's first statements. They answer only once `begin` has succeeded, and fail
 *   with its error otherwise.
 * - Statements asked together (`sentTogether`) leave together; PostgreSQL still runs them in
 *   order, each seeing what the ones before it did.
 * - A body's `COMMIT_WITH_LAST` leaves with its last statement. Kysely's own `commit`, which
 *   follows once the body has ended, is answered with that one's answer instead of being sent.
 *   Should the last statement fail, the early `commit` only ends the failed transaction.
 */
export function sendTurnInOneWrite(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const stream = (client as unknown as { connection: { stream: Partial<Corkable> } }).connection
    .stream;
  let begun: Promise<unknown> | null = null;
  let committed: Promise<unknown> | null = null;
  let corked = false;
  const release = () => {
    corked = false;
    stream.uncork?.();
  };
  const holdForTheTurn = () => {
    if (corked) return;
    stream.cork?.();
    corked = true;
    process.nextTick(release);
  };
  const sendTurnTogether: Query = (...args) => {
    const [text] = args;
    if (text === 'commit' && committed !== null) {
      const answer = committed;
      committed = null;
      return answer;
    }
    if (text === 'begin' || text === 'rollback') committed = null;
    holdForTheTurn();
    if (text === 'begin' && begun === null) {
      begun = query('begin') as Promise<unknown>;
      // Its failure is the next statement's to report.
      begun.catch(() => undefined);
      return Promise.resolve(answerOf('BEGIN'));
    }
    const sent = query(...args) as Promise<unknown>;
    if (text === COMMIT_WITH_LAST) {
      committed = sent.then((answer) => {
        // PostgreSQL answers `commit` with ROLLBACK, not an error, when a statement before failed.
        if ((answer as { command?: string }).command !== 'COMMIT') {
          throw new Error('The transaction was rolled back: a statement in it failed');
        }
        return answerOf('COMMIT');
      });
      // Kysely's own commit reports its failure; the body's statement reports the last one's.
      committed.catch(() => undefined);
    }
    if (begun === null) return sent;
    const before = begun;
    begun = null;
    return Promise.all([before, sent]).then(([, answer]) => answer);
  };
  (client as unknown as { query: Query }).query = sendTurnTogether;
}
