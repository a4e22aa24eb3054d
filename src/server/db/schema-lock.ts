import type pg from 'pg';

/** A fixed number naming the one lock taken around every change to tables or schemas. */
const SCHEMA_CHANGE_LOCK = 7_401_133_052;

/** Takes the lock on a connection of its own; ending that connection gives it back. */
async function lockSchemaChanges(client: pg.Client): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
}

/**
 * Takes the lock beside other holders of a share, for dropping tables no one else uses: a drop
 * clashes only with a read of every schema's tables (a migration, a test's table listing), which
 * takes the whole lock and so waits for the drops, and they for it. Drops never wait for drops.
 */
export async function shareSchemaChangeLock(client: pg.Client): Promise<void> {
  await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_CHANGE_LOCK]);
}

/**
 * Runs `work` while no other process changes tables in this PostgreSQL database (decision 244).
 * Kysely's migrator reads every schema's tables by name before taking its own lock, and that
 * read fails when another instance or test drops or rebuilds a table at the same moment. The
 * lock is held on a client outside the pool, so a pool of one connection still serves `work`.
 * SQLite has one writer per file anyway.
 */
export async function underSchemaLock<T>(
  database: { dedicatedClient?: () => pg.Client },
  work: () => Promise<T>,
): Promise<T> {
  if (!database.dedicatedClient) return work();
  const client = database.dedicatedClient();
  await client.connect();
  try {
    await lockSchemaChanges(client);
    return await work();
  } finally {
    await client.end();
  }
}
