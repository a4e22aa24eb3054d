import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  DIALECTS,
  lockedMigrator,
  type TestDatabase,
} from '../../testing/test-databases';
import type { ProgressHistoryTable } from './0012-progress-history';

describe.each(DIALECTS)('migration 0012-progress-history on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  it('dates the progress of titles tracked before it at their last change, and rolls back', async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const migrator = lockedMigrator(database);
    expect((await migrator.to('0006-oidc-link-intent')).error).toBeUndefined();
    await database.db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@example.com', username: 'A', created_at: 1, updated_at: 1 })
      .execute();
    await database.db
      .insertInto('tracked_titles')
      .values({
        user_id: 'u1',
        media_type: 'tv',
        title_id: 7,
        status: 'watching',
        current_season: 2,
        current_episode: 5,
        field_times: '{}',
        tracked_at: 100,
        updated_at: 200,
      })
      .execute();

    expect((await migrator.to('0012-progress-history')).error).toBeUndefined();
    const legacy = database.db.withTables<{ progress_history: ProgressHistoryTable }>();
    const rows = await legacy.selectFrom('progress_history').selectAll().execute();
    expect(rows).toEqual([
      {
        user_id: 'u1',
        media_type: 'tv',
        title_id: 7,
        at: 200,
        from_season: null,
        from_episode: null,
        to_season: 2,
        to_episode: 5,
      },
    ]);

    expect((await migrator.to('0006-oidc-link-intent')).error).toBeUndefined();
    await expect(legacy.selectFrom('progress_history').selectAll().execute()).rejects.toThrow();
  });
});
