import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { openPostgres, type AppDatabase } from './connect';
import { underSchemaLock } from './schema-lock';

describe('prepared statements on PostgreSQL, one pooled connection', () => {
  let schemaOwner: TestDatabase;
  let database: AppDatabase;
  afterEach(async () => {
    await database.close();
    await schemaOwner.destroy();
  });

  async function onOneConnection(preparedStatements?: boolean): Promise<AppDatabase> {
    schemaOwner = await createTestDatabase('postgres');
    const { postgresUrl, postgresSchema } = schemaOwner.location;
    if (!postgresUrl || !postgresSchema) throw new Error('expected a PostgreSQL test database');
    database = openPostgres({
      url: postgresUrl,
      poolSize: 1,
      schema: postgresSchema,
      ...(preparedStatements === undefined ? {} : { preparedStatements }),
    });
    return database;
  }

  const keptStatements = async (db: AppDatabase) =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db.db)
    ).rows.map((row) => row.statement);

  const readUser = (db: AppDatabase) =>
    db.db.selectFrom('users').selectAll().where('id', '=', 'u1').execute();

  it('keeps a statement with parameters prepared on its connection', async () => {
    const db = await onOneConnection();
    await readUser(db);
    await readUser(db);
    expect((await keptStatements(db)).filter((text) => text.includes('"users"'))).toHaveLength(1);
  });

  it('keeps none when told not to, for poolers that cannot', async () => {
    const db = await onOneConnection(false);
    await readUser(db);
    expect(await keptStatements(db)).toEqual([]);
  });

  it('answers a kept select * after a migration added a column, instead of failing', async () => {
    const db = await onOneConnection();
    await db.db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@example.com', username: 'A', created_at: 1, updated_at: 1 })
      .execute();
    expect(await readUser(db)).toHaveLength(1);
    await underSchemaLock(schemaOwner, () =>
      sql`alter table users add column later_added text`.execute(schemaOwner.db),
    );
    expect(await readUser(db)).toHaveLength(1);
    expect(await readUser(db)).toHaveLength(1);
  });
});
