import { afterEach, describe, expect, it } from 'vitest';
import { migratorFor } from '../connect';
import { underSchemaLock } from '../schema-lock';
import {
  createTestDatabase,
  DIALECTS,
  lockedMigrator,
  type TestDatabase,
} from '../../testing/test-databases';
import type { ProgressHistoryTable } from './0012-progress-history';
import { migrations } from './index';

describe.each(DIALECTS)('migration 0016-drop-progress-history on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  const legacyTable = () =>
    database.db
      .withTables<{ progress_history: ProgressHistoryTable }>()
      .selectFrom('progress_history')
      .selectAll()
      .execute();

  async function titleWithChange(): Promise<void> {
    await database.db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@example.com', username: 'A', created_at: 1, updated_at: 1 })
      .execute();
    await database.db
      .insertInto('tracked_titles')
      .values({
        user_id: 'u1',
        media_type: 'tv',
        title_id: 1535,
        status: 'watching',
        current_season: 1,
        current_episode: 10,
        field_times: '{}',
        tracked_at: 100,
        updated_at: 200,
      })
      .execute();
  }

  it('drops the old history once 0015 has moved it, keeps the moved history, and rolls back', async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const migrator = lockedMigrator(database);
    expect((await migrator.to('0015-list-entries')).error).toBeUndefined();
    await titleWithChange();
    await database.db
      .insertInto('watch_history')
      .values({
        user_id: 'u1',
        media_type: 'tv',
        title_id: 1535,
        season: 1,
        first_episode: 1,
        last_episode: 10,
        at: 200,
      })
      .execute();

    expect((await migrator.to('0016-drop-progress-history')).error).toBeUndefined();
    await expect(legacyTable()).rejects.toThrow();
    expect(
      await database.db.selectFrom('watch_history').select(['last_episode', 'at']).execute(),
    ).toEqual([{ last_episode: 10, at: 200 }]);

    expect((await migrator.to('0015-list-entries')).error).toBeUndefined();
    expect(await legacyTable()).toMatchObject([{ title_id: 1535, to_season: 1, to_episode: 10 }]);
  });

  it('runs on a database that already had 0017 before 0016 existed', async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const earlierRelease = Object.fromEntries(
      Object.entries(migrations).filter(
        ([name]) => name < '0018' && name !== '0016-drop-progress-history',
      ),
    );
    const earlier = await underSchemaLock(database, () =>
      migratorFor(database, earlierRelease).migrateToLatest(),
    );
    expect(earlier.error).toBeUndefined();
    expect(await legacyTable()).toEqual([]);

    expect((await lockedMigrator(database).toLatest()).error).toBeUndefined();
    await expect(legacyTable()).rejects.toThrow();
  });
});
