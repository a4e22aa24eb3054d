import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  DIALECTS,
  lockedMigrator,
  tablesOf,
  type TestDatabase,
} from '../../testing/test-databases';

describe.each(DIALECTS)('migration 0002-account-actions on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  it('adds action codes and the outbox on top of existing accounts, and rolls back', async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const migrator = lockedMigrator(database);
    expect((await migrator.to('0001-accounts')).error).toBeUndefined();
    await database.db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@example.com', username: 'A', created_at: 1, updated_at: 1 })
      .execute();

    expect((await migrator.toLatest()).error).toBeUndefined();
    await database.db
      .insertInto('action_codes')
      .values({
        code_hash: 'h',
        user_id: 'u1',
        mode: 'verifyEmail',
        email: 'a@example.com',
        created_at: 1,
        expires_at: 2,
      })
      .execute();
    await database.db
      .insertInto('mail_outbox')
      .values({
        id: 'm1',
        user_id: 'u1',
        to_address: 'a@example.com',
        subject: 's',
        text_body: 't',
        html_body: 'h',
        link: null,
        created_at: 1,
      })
      .execute();
    await database.db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await database.db.selectFrom('action_codes').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);

    expect((await migrator.to('0001-accounts')).error).toBeUndefined();
    const tables = await tablesOf(database);
    expect(tables).not.toContain('action_codes');
    expect(tables).toContain('users');
  });
});
