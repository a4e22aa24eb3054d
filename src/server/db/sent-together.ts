import { CompiledQuery, type Kysely } from 'kysely';
import type { AppDatabase } from './connect';
import type { DatabaseSchema } from './schema';
import { COMMIT_WITH_LAST } from './turn-in-one-write';

type Rows<Queries extends readonly CompiledQuery<unknown>[]> = {
  [Index in keyof Queries]: Queries[Index] extends CompiledQuery<infer Row> ? Row[] : never;
};

/**
 * The rows of each of `queries`, run in order on one connection: on PostgreSQL they leave in one
 * socket write and cost one round trip and one pool checkout, where each would cost its own
 * (decision 462). Each statement sees what the ones before it did; under READ COMMITTED it reads
 * what was committed when it started, so a read after a locking one sees the locked rows'
 * latest state. On SQLite, where a statement costs no round trip, they run one after another.
 */
export async function sentTogether<const Queries extends readonly CompiledQuery<unknown>[]>(
  db: Kysely<DatabaseSchema>,
  queries: Queries,
): Promise<Rows<Queries>> {
  const answers = await db
    .getExecutor()
    .provideConnection((connection) =>
      Promise.all(queries.map((query) => connection.executeQuery(query))),
    );
  return answers.map((answer) => answer.rows) as Rows<Queries>;
}

/**
 * `query`'s rows, inside a transaction (`trx`) that ends with it: on PostgreSQL its `commit`
 * leaves in the same write, one round trip fewer (decision 462). Nothing may run in the
 * transaction after it, and the transaction is committed even if the body then fails.
 */
export async function answerThenCommit<Row>(
  trx: Kysely<DatabaseSchema>,
  dialect: AppDatabase['dialect'],
  query: CompiledQuery<Row>,
): Promise<Row[]> {
  if (dialect === 'sqlite') return (await trx.executeQuery(query)).rows;
  const [rows] = await sentTogether(trx, [query, CompiledQuery.raw(COMMIT_WITH_LAST)]);
  return rows;
}
