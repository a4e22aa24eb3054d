import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { captureSchema } from './postgres-template';
import { createTestDatabase, lockedMigrator, type TestDatabase } from './test-databases';

/** Every table, index and column as the database describes it, and the migrations it ran. */
async function shape(database: TestDatabase): Promise<unknown> {
  const migrations = await database.db
    .selectFrom('kysely_migration' as never)
    .select(sql<string>`name`.as('name'))
    .orderBy(sql`name`)
    .execute();
  const { postgresUrl, postgresSchema } = database.location;
  if (!postgresUrl || !postgresSchema) {
    const { rows } = await sql<object>`select type, name, tbl_name, sql from sqlite_master
      order by name`.execute(database.db);
    return { migrations, rows };
  }
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    // Timestamps of when each migration ran differ between any two databases.
    const tables = (await captureSchema(client, postgresSchema)).replace(
      /"timestamp":"[^"]*"/g,
      '',
    );
    return { migrations, tables };
  } finally {
    await client.end();
  }
}

describe.each(['sqlite', 'postgres'] as const)('a test database on %s', (dialect) => {
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((database) => database.destroy()));
  });

  it('is what the migrator makes of an empty one', async () => {
    const copied = await createTestDatabase(dialect);
    const migrated = await createTestDatabase(dialect, { migrate: false });
    databases.push(copied, migrated);
    await lockedMigrator(migrated).toLatest();
    expect(await shape(copied)).toEqual(await shape(migrated));
  });
});
