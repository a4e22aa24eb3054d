import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  DIALECTS,
  lockedMigrator,
  type TestDatabase,
} from '../../testing/test-databases';
import type { ProgressHistoryTable } from './0012-progress-history';

const DAY = 86_400_000;
const JUJUTSU = { seriesDetails: { seasons: [{ season_number: 1, episode_count: 24 }] } };

describe.each(DIALECTS)('migration 0015-list-entries on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  async function titleWithMoves(
    titleId: number,
    title: { status: string; season: number; episode: number; extras?: object },
    moves: [at: number, from: [number, number] | null, to: [number, number]][],
  ): Promise<void> {
    await database.db
      .insertInto('tracked_titles')
      .values({
        user_id: 'u1',
        media_type: 'tv',
        title_id: titleId,
        status: title.status,
        current_season: title.season,
        current_episode: title.episode,
        extras: title.extras ? JSON.stringify(title.extras) : null,
        field_times: '{}',
        tracked_at: DAY,
        updated_at: 50 * DAY,
      })
      .execute();
    for (const [at, from, to] of moves) {
      await database.db
        .withTables<{ progress_history: ProgressHistoryTable }>()
        .insertInto('progress_history')
        .values({
          user_id: 'u1',
          media_type: 'tv',
          title_id: titleId,
          at,
          from_season: from?.[0] ?? null,
          from_episode: from?.[1] ?? null,
          to_season: to[0],
          to_episode: to[1],
        })
        .execute();
    }
  }

  it('moves titles written by 0014 into per-season entries and dated history, and rolls back', async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const migrator = lockedMigrator(database);
    expect((await migrator.to('0014-favourites')).error).toBeUndefined();
    await database.db
      .insertInto('users')
      .values({ id: 'u1', email: 'a@example.com', username: 'A', created_at: 1, updated_at: 1 })
      .execute();
    // Death Note: 10, then 370 by mistake, then back to 37.
    await titleWithMoves(1535, { status: 'completed', season: 1, episode: 37 }, [
      [DAY, null, [1, 10]],
      [2 * DAY, [1, 10], [1, 370]],
      [3 * DAY, [1, 370], [1, 37]],
    ]);
    // Jujutsu Kaisen: season 1 (24 episodes) watched through into season 2.
    await titleWithMoves(95479, { status: 'watching', season: 2, episode: 10, extras: JUJUTSU }, [
      [DAY, null, [1, 20]],
      [4 * DAY, [1, 20], [2, 10]],
    ]);
    // Tracked before 0012: its one change is dated at its last change, from nothing.
    await titleWithMoves(30, { status: 'onHold', season: 3, episode: 4 }, [
      [5 * DAY, null, [3, 4]],
    ]);

    expect((await migrator.toLatest()).error).toBeUndefined();

    const entries = await database.db
      .selectFrom('list_entries')
      .select(['title_id', 'season', 'status', 'progress', 'score', 'tags', 'rewatch_count'])
      .orderBy('title_id')
      .orderBy('season')
      .execute();
    expect(entries).toEqual([
      {
        title_id: 30,
        season: 1,
        status: 'completed',
        progress: 0,
        score: 0,
        tags: '[]',
        rewatch_count: 0,
      },
      {
        title_id: 30,
        season: 2,
        status: 'completed',
        progress: 0,
        score: 0,
        tags: '[]',
        rewatch_count: 0,
      },
      {
        title_id: 30,
        season: 3,
        status: 'onHold',
        progress: 4,
        score: 0,
        tags: '[]',
        rewatch_count: 0,
      },
      {
        title_id: 1535,
        season: 1,
        status: 'completed',
        progress: 37,
        score: 0,
        tags: '[]',
        rewatch_count: 0,
      },
      {
        title_id: 95479,
        season: 1,
        status: 'completed',
        progress: 24,
        score: 0,
        tags: '[]',
        rewatch_count: 0,
      },
      {
        title_id: 95479,
        season: 2,
        status: 'watching',
        progress: 10,
        score: 0,
        tags: '[]',
        rewatch_count: 0,
      },
    ]);

    const history = await database.db
      .selectFrom('watch_history')
      .select(['title_id', 'season', 'pass', 'first_episode', 'last_episode', 'at'])
      .orderBy('title_id')
      .orderBy('season')
      .orderBy('first_episode')
      .execute();
    expect(history.map((row) => ({ ...row, at: row.at === null ? null : Number(row.at) }))).toEqual(
      [
        { title_id: 30, season: 3, pass: 0, first_episode: 1, last_episode: 4, at: 5 * DAY },
        { title_id: 1535, season: 1, pass: 0, first_episode: 1, last_episode: 10, at: DAY },
        { title_id: 1535, season: 1, pass: 0, first_episode: 11, last_episode: 37, at: 2 * DAY },
        { title_id: 95479, season: 1, pass: 0, first_episode: 1, last_episode: 20, at: DAY },
        { title_id: 95479, season: 1, pass: 0, first_episode: 21, last_episode: 24, at: 4 * DAY },
        { title_id: 95479, season: 2, pass: 0, first_episode: 1, last_episode: 10, at: 4 * DAY },
      ],
    );
    const user = await database.db
      .selectFrom('users')
      .select('score_scale')
      .executeTakeFirstOrThrow();
    expect(user.score_scale).toBe('POINT_10');
    const tracked = await database.db.selectFrom('tracked_titles').select('title_id').execute();
    expect(tracked).toHaveLength(3);

    expect((await migrator.to('0014-favourites')).error).toBeUndefined();
    await expect(database.db.selectFrom('list_entries').selectAll().execute()).rejects.toThrow();
    await expect(database.db.selectFrom('watch_history').selectAll().execute()).rejects.toThrow();
    await expect(database.db.selectFrom('watch_passes').selectAll().execute()).rejects.toThrow();
  });
});
