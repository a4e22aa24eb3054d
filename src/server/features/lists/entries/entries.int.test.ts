import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../shared/api-error';
import type { StatsAnswer } from '../../../../shared/stats-api';
import type { TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import { withSignedInApp } from '../../../testing/signed-in-app';
import { withSession, type TestUser } from '../../auth/auth-test-helpers';
import { putTitle, track } from '../lists-test-helpers';

const JUJUTSU = {
  status: 'watching',
  name: 'Jujutsu Kaisen',
  seriesDetails: {
    seasons: [
      { season_number: 1, episode_count: 24 },
      { season_number: 2, episode_count: 23 },
    ],
  },
};

/** Real MyAnimeList tags run to 187 characters; kept whole, case as written. */
const LONG_TAG =
  `Watched With Friends every Friday night; ${'rewatched in 2021 '.repeat(8)}`.padEnd(187, '!');

describe.each(DIALECTS)('season entries and the watch history on %s', (dialect) => {
  let testApp: TestApp;
  let user: TestUser;

  withSignedInApp(dialect, (started) => {
    ({ testApp, user } = started);
  });

  const allTime = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/stats',
      ...withSession(user.token),
    });
    return response.json<StatsAnswer>().allTime;
  };

  const historyOf = (titleId: number) =>
    testApp.database.db
      .selectFrom('watch_history')
      .select(['season', 'pass', 'first_episode', 'last_episode'])
      .where('title_id', '=', titleId)
      .orderBy('season')
      .orderBy('pass')
      .orderBy('first_episode')
      .execute();

  it('keeps an earlier season when a later one moves: Jujutsu Kaisen S1 24 + S2 10 counts 34', async () => {
    await track(testApp.app, user.token, 'tv/95479', { ...JUJUTSU, current_episode: 20 });
    const item = await track(testApp.app, user.token, 'tv/95479', {
      current_season: 2,
      current_episode: 10,
    });
    expect(item.seasons?.map(({ season, status, progress }) => [season, status, progress])).toEqual(
      [
        [1, 'completed', 24],
        [2, 'watching', 10],
      ],
    );
    expect(await historyOf(95479)).toEqual([
      { season: 1, pass: 0, first_episode: 1, last_episode: 20 },
      { season: 1, pass: 0, first_episode: 21, last_episode: 24 },
      { season: 2, pass: 0, first_episode: 1, last_episode: 10 },
    ]);
    expect(await allTime()).toMatchObject({ episodes: 34, titles: 1 });
  });

  it('a title added to Plan to Watch records no watched episode', async () => {
    const item = await track(testApp.app, user.token, 'tv/1535', {
      status: 'planToWatch',
      name: 'Death Note',
    });
    expect(item).toMatchObject({ current_season: 1, current_episode: 1 });
    expect(item.seasons).toMatchObject([{ season: 1, status: 'planToWatch', progress: 0 }]);
    expect(await historyOf(1535)).toEqual([]);
    expect((await allTime()).episodes).toBe(0);
  });

  it('Death Note 10, then 370 (refused: the catalogue says 37), then 37 counts 37', async () => {
    const deathNote = { status: 'watching', name: 'Death Note' };
    await track(testApp.app, user.token, 'tv/1535', { ...deathNote, current_episode: 10 });
    // The catalogue says 37: an interactive 370 is refused, before and after.
    const beyond = await putTitle(testApp.app, user.token, 'tv/1535', { current_episode: 370 });
    expect(beyond.statusCode).toBe(422);
    expect((await allTime()).episodes).toBe(10);
    const item = await track(testApp.app, user.token, 'tv/1535', {
      status: 'completed',
      current_episode: 37,
    });
    expect((await allTime()).episodes).toBe(37);
    expect(await historyOf(1535)).toEqual([
      { season: 1, pass: 0, first_episode: 1, last_episode: 10 },
      { season: 1, pass: 0, first_episode: 11, last_episode: 37 },
    ]);
    const [entry] = item.seasons ?? [];
    expect(entry?.startedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entry?.finishedOn).toBe(entry?.startedOn);
  });

  it('keeps what the user writes of a season, and edits it', async () => {
    const written = await track(testApp.app, user.token, 'tv/30', {
      status: 'completed',
      name: 'Neon Genesis Evangelion',
      current_episode: 26,
      entry: {
        score: 95,
        startedOn: '1998-00-00',
        finishedOn: '1999-04-00',
        notes: 'Watched on VHS.',
        tags: ['mecha', LONG_TAG],
        favourite: true,
        malId: 30,
        anilistId: 30,
      },
    });
    expect(written.seasons?.[0]).toMatchObject({
      season: 1,
      status: 'completed',
      progress: 26,
      score: 95,
      startedOn: '1998-00-00',
      finishedOn: '1999-04-00',
      notes: 'Watched on VHS.',
      favourite: true,
      malId: 30,
      anilistId: 30,
    });
    expect(written.seasons?.[0]?.tags).toEqual(['mecha', LONG_TAG]);
    const edited = await track(testApp.app, user.token, 'tv/30', {
      entry: { score: 0, notes: null },
    });
    expect(edited.seasons?.[0]).toMatchObject({ score: 0, notes: null, favourite: true });
  });

  it('rewatches keep their own pass and dates, counted apart', async () => {
    await track(testApp.app, user.token, 'tv/1', {
      status: 'completed',
      name: 'Cowboy Bebop',
      episodes: 26,
      current_episode: 26,
    });
    const rewatching = await track(testApp.app, user.token, 'tv/1', {
      status: 'watching',
      current_episode: 5,
      entry: { rewatching: true },
    });
    expect(rewatching.seasons?.[0]).toMatchObject({
      progress: 26,
      rewatching: true,
      rewatchCount: 0,
      passes: [{ pass: 1, progress: 5, finishedOn: null }],
    });
    expect(await allTime()).toMatchObject({ episodes: 26, rewatchedEpisodes: 5 });
    const done = await track(testApp.app, user.token, 'tv/1', {
      status: 'completed',
      current_episode: 26,
    });
    expect(done.seasons?.[0]).toMatchObject({ rewatching: false, rewatchCount: 1 });
    expect(done.seasons?.[0]?.passes[0]?.finishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await allTime()).toMatchObject({ episodes: 26, rewatchedEpisodes: 26 });
  });

  it('answers 400 naming the field for a bad entry, and removes entries with the title', async () => {
    for (const [entry, field] of [
      [{ score: 101 }, 'entry.score'],
      [{ startedOn: '2021-13-01' }, 'entry.startedOn'],
      [{ startedOn: '0000-00-00' }, 'entry.startedOn'],
      [{ tags: ['x'.repeat(501)] }, 'entry.tags'],
      [{ tags: Array.from({ length: 101 }, (_, index) => `tag ${index}`) }, 'entry.tags'],
      [{ favourite: 'yes' }, 'entry.favourite'],
      [{ colour: 'red' }, 'entry'],
    ] as const) {
      const response = await putTitle(testApp.app, user.token, 'tv/5', {
        status: 'watching',
        entry,
      });
      expect(response.statusCode, JSON.stringify(entry)).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toContain(`Invalid body.${field}`);
    }
    await track(testApp.app, user.token, 'tv/5', { status: 'watching', current_episode: 3 });
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/lists/tv/5',
      ...withSession(user.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await historyOf(5)).toEqual([]);
    const entries = await testApp.database.db
      .selectFrom('list_entries')
      .select('season')
      .where('title_id', '=', 5)
      .execute();
    expect(entries).toEqual([]);
  });

  it('edits an earlier season alone through its own route, and refuses what cannot be', async () => {
    await track(testApp.app, user.token, 'tv/95479', { ...JUJUTSU, current_episode: 0 });
    const putSeason = (season: number | string, body: Record<string, unknown>, path = 'tv/95479') =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/lists/${path}/seasons/${season}`,
        payload: body,
        ...withSession(user.token),
      });
    const second = await putSeason(2, { status: 'watching', progress: 10 });
    expect(second.statusCode).toBe(200);
    expect(second.json<{ current_season: number; current_episode: number }>()).toMatchObject({
      current_season: 2,
      current_episode: 10,
    });
    const first = await putSeason(1, { status: 'completed', progress: 24, score: 90 });
    expect(first.statusCode).toBe(200);
    const item = first.json<{ current_season: number; seasons: { season: number }[] }>();
    expect(item.current_season).toBe(2);
    expect(item.seasons).toMatchObject([
      { season: 1, status: 'completed', progress: 24, score: 90 },
      { season: 2, status: 'watching', progress: 10 },
    ]);
    expect(await allTime()).toMatchObject({ episodes: 34, meanScore: 9 });

    const beyond = await putSeason(1, { progress: 25 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json<ApiErrorBody>().error.message).toContain('season 1 has 24 episodes');
    expect((await putSeason(0, { progress: 1 })).statusCode).toBe(400);
    expect((await putSeason(1, { progress: -1 })).statusCode).toBe(400);
    expect((await putSeason(1, { progress: 1 }, 'tv/424242')).statusCode).toBe(404);
  });

  it('refuses interactive progress past the count the title carries', async () => {
    await track(testApp.app, user.token, 'tv/1535', {
      status: 'watching',
      name: 'Death Note',
      episodes: 37,
      current_episode: 10,
    });
    const beyond = await putTitle(testApp.app, user.token, 'tv/1535', { current_episode: 370 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json<ApiErrorBody>().error.message).toContain(
      'Invalid body.current_episode: season 1 has 37 episodes',
    );
    expect((await allTime()).episodes).toBe(10);
  });
});
