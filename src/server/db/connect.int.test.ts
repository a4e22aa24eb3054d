import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  DIALECTS,
  tablesOf,
  type TestDatabase,
} from '../testing/test-databases';
import { sql } from 'kysely';
import { migrateToLatest } from './connect';
import { underSchemaLock } from './schema-lock';

const newUser = (id: string, email: string) => ({
  id,
  email,
  username: id,
  created_at: Date.now(),
  updated_at: Date.now(),
});

describe.each(DIALECTS)('database layer on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('answers a ping and reports its dialect', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
    expect(database.dialect).toBe(dialect);
  });

  it('runs migrations again without change', async () => {
    await migrateToLatest(database);
    expect(await tablesOf(database)).toEqual(expect.arrayContaining(['users', 'sessions']));
  });

  it('keeps e-mail addresses unique regardless of case', async () => {
    await database.db.insertInto('users').values(newUser('u1', 'Ada@Example.com')).execute();
    await expect(
      database.db.insertInto('users').values(newUser('u2', 'ada@example.COM')).execute(),
    ).rejects.toThrow();
  });

  it('reads epoch-millisecond timestamps back as numbers', async () => {
    const createdAt = 1_795_000_000_123;
    await database.db
      .insertInto('users')
      .values({ ...newUser('u1', 'a@example.com'), created_at: createdAt })
      .execute();
    const row = await database.db
      .selectFrom('users')
      .select('created_at')
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(createdAt);
  });

  it('removes a user’s sessions with the user', async () => {
    await database.db.insertInto('users').values(newUser('u1', 'a@example.com')).execute();
    await database.db
      .insertInto('sessions')
      .values({
        token_hash: 'h1',
        user_id: 'u1',
        created_at: 1,
        expires_at: 2,
        last_seen_at: 1,
        user_agent: null,
      })
      .execute();
    await database.db.deleteFrom('users').where('id', '=', 'u1').execute();
    const sessions = await database.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toEqual([]);
  });
});

describe('migrations beside another instance changing tables on PostgreSQL', () => {
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((database) => database.destroy()));
  });

  /** What another instance's migration does, in a loop: tables made and dropped, as it holds the lock. */
  async function churnTables(other: TestDatabase, until: () => boolean): Promise<void> {
    const tables = Array.from({ length: 10 }, (_, index) => `churn_${index}`);
    while (!until()) {
      await underSchemaLock(other, async () => {
        for (const table of tables) {
          await sql`create table ${sql.table(table)} (id serial primary key)`.execute(other.db);
        }
        for (const table of tables) await sql`drop table ${sql.table(table)}`.execute(other.db);
      });
    }
  }

  // Other files' migrations queue on the same lock meanwhile: on a busy machine this takes a while.
  it(
    'start cleanly while another instance drops and rebuilds its tables',
    { timeout: 60_000 },
    async () => {
      const starting = await createTestDatabase('postgres');
      const other = await createTestDatabase('postgres', { migrate: false });
      databases.push(starting, other);
      let started = false;
      const churned = churnTables(other, () => started);
      try {
        for (let start = 0; start < 12; start++) await migrateToLatest(starting);
      } finally {
        started = true;
        await churned;
      }
    },
  );
});
