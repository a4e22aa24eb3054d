import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The rate limits' counts, shared by every instance on one PostgreSQL database (decision 200), in
 * the shape rate-limiter-flexible's PostgreSQL store reads, with keys of any length. SQLite keeps
 * its counts in memory, so it gets no table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
