import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  DIALECTS,
  lockedMigrator,
  type TestDatabase,
} from '../../testing/test-databases';

describe.each(DIALECTS)('migration 0013-metadata on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  it('keeps titles by MyAnimeList id with millisecond times, and rolls back', async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const migrator = lockedMigrator(database);
    expect((await migrator.to('0013-metadata')).error).toBeUndefined();
    const row = {
      mal_id: 52991,
      kitsu_id: '46474',
      synopsis: 'A journey’s end.',
      poster_url: null,
      episode_count: 28,
      airing_status: 'finished',
      episodes: '[]',
      fetched_at: 1_795_000_000_000,
      refresh_at: 1_802_776_000_000,
      failures: 0,
    };
    await database.db.insertInto('metadata_titles').values(row).execute();
    expect(await database.db.selectFrom('metadata_titles').selectAll().execute()).toEqual([row]);
    await expect(database.db.insertInto('metadata_titles').values(row).execute()).rejects.toThrow();

    expect((await migrator.to('0012-progress-history')).error).toBeUndefined();
    await expect(database.db.selectFrom('metadata_titles').selectAll().execute()).rejects.toThrow();
    await expect(
      database.db.selectFrom('metadata_popularity').selectAll().execute(),
    ).rejects.toThrow();
  });
});
