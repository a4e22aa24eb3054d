import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  DIALECTS,
  lockedMigrator,
  type TestDatabase,
} from '../../testing/test-databases';

describe.each(DIALECTS)('migration 0018-source-lines on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  const entryRow = {
    user_id: 'u1',
    media_type: 'tv' as const,
    title_id: 1535,
    season: 1,
    status: 'completed',
    progress: 37,
    score: 90,
    started_on: '2021-00-00',
    finished_on: null,
    notes: null,
    mal_id: 1535,
    anilist_id: null,
    created_at: 100,
    updated_at: 200,
  };

  it('keeps entries written by 0017 with no source description, keeps lines, and rolls back', async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const migrator = lockedMigrator(database);
    expect((await migrator.to('0017-shown-again-and-signed')).error).toBeUndefined();
    await database.db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@example.com', username: 'A', created_at: 1, updated_at: 1 })
      .execute();
    await database.db.insertInto('list_entries').values(entryRow).execute();

    expect((await migrator.to('0018-source-lines')).error).toBeUndefined();
    expect(
      await database.db
        .selectFrom('list_entries')
        .select(['progress', 'started_on', 'source_title', 'source_type', 'source_episodes'])
        .execute(),
    ).toEqual([
      {
        progress: 37,
        started_on: '2021-00-00',
        source_title: null,
        source_type: null,
        source_episodes: null,
      },
    ]);
    await database.db
      .insertInto('kept_source_lines')
      .values({
        user_id: 'u1',
        line_key: 'mal:99999',
        mal_id: 99999,
        anilist_id: null,
        status: 'watching',
        listed: '{"title":"Gone","type":"TV","episodes":12}',
        record: '{}',
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    expect(await database.db.selectFrom('kept_source_lines').select('line_key').execute()).toEqual([
      { line_key: 'mal:99999' },
    ]);

    expect((await migrator.to('0017-shown-again-and-signed')).error).toBeUndefined();
    expect(
      await database.db.selectFrom('list_entries').select(['progress', 'score']).execute(),
    ).toEqual([{ progress: 37, score: 90 }]);
    await expect(
      database.db.selectFrom('kept_source_lines').selectAll().execute(),
    ).rejects.toThrow();
  });
});
