import { describe, expect, it, onTestFinished } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { StatsAnswer } from '../../../shared/stats-api';
import type { ManualClock, TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { withSignedInApp } from '../../testing/signed-in-app';
import { withSession, type TestUser, chooseOnProfile } from '../auth/auth-test-helpers';
import { OfflineCatalogueProvider } from '../catalogue/offline/offline-provider';
import { InProcessListChangeBus } from '../lists/live/list-change-bus';
import { track } from '../lists/lists-test-helpers';
import { TitleNamesReader } from '../lists/title-names-reader';
import { TrackedTitleStore } from '../lists/tracked-title-store';
import { StatsAnswers } from './stats-answers';
import { StatsInputs } from './stats-inputs';
import { ASSUMED_EPISODE_MINUTES, ASSUMED_FILM_MINUTES } from './title-facts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SUMMARY_MAX_BYTES = 300_000;

const on = (month: number, day: number) => Date.UTC(2026, month - 1, day, 12);

describe.each(DIALECTS)('stats on %s', (dialect) => {
  let testApp: TestApp;
  let user: TestUser;
  let clock: ManualClock;

  withSignedInApp(dialect, (started) => {
    ({ testApp, user, clock } = started);
  });

  const get = (url: string) =>
    testApp.app.inject({ method: 'GET', url, ...withSession(user.token) });

  /** A watched show over two days, a film, a planned show, and a show watched then removed. */
  async function seed(): Promise<void> {
    const app = testApp.app;
    const frieren = { name: 'Frieren', genres: [{ id: 18, name: 'Drama' }], vote_average: 8.8 };
    await track(app, user.token, 'tv/1', {
      ...frieren,
      status: 'watching',
      current_episode: 1,
      entry: { score: 60 },
      clientUpdatedAt: on(1, 10),
    });
    await track(app, user.token, 'tv/1', { current_episode: 4, clientUpdatedAt: on(1, 11) });
    await track(app, user.token, 'tv/1', { current_episode: 4, clientUpdatedAt: on(1, 11) });
    await track(app, user.token, 'movie/2', {
      title: 'Suzume <3 & "friends"',
      status: 'completed',
      current_episode: 1,
      clientUpdatedAt: on(3, 3),
    });
    await track(app, user.token, 'tv/3', {
      status: 'planToWatch',
      current_episode: 0,
      clientUpdatedAt: on(3, 4),
    });
    await track(app, user.token, 'tv/4', {
      status: 'watching',
      current_episode: 2,
      clientUpdatedAt: on(1, 12),
    });
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/lists/tv/4',
      ...withSession(user.token),
    });
    expect(removed.statusCode).toBe(204);
  }

  it('refuses visitors who are not signed in', async () => {
    for (const url of ['/api/stats', '/api/stats/summary.png?year=2026']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 400 with the field named for a bad year, zone or unknown parameter', async () => {
    for (const [query, field] of [
      ['year=1800', 'query.year'],
      ['year=twenty', 'query.year'],
      ['year=2025.5', 'query.year'],
      ['timeZone=Mars%2FOlympus', 'query.timeZone'],
      ['colour=red', 'query'],
    ] as const) {
      for (const path of ['/api/stats', '/api/stats/summary.png']) {
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json<ApiErrorBody>().error.message).toContain(`Invalid ${field}`);
      }
    }
  });

  it('answers the empty figures of a user with no titles', async () => {
    const response = await get('/api/stats');
    expect(response.statusCode).toBe(200);
    const stats = response.json<StatsAnswer>();
    expect(stats).toMatchObject({
      year: 2026,
      timeZone: 'UTC',
      trackedTitles: 0,
      totals: { episodes: 0, films: 0, minutes: 0, titles: 0 },
      longestStreak: null,
      completion: { completed: 0, started: 0 },
    });
    expect(stats.months).toHaveLength(12);
  });

  it('computes the year from the progress the list writes recorded', async () => {
    await seed();
    const response = await get('/api/stats?year=2026&timeZone=UTC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const stats = response.json<StatsAnswer>();
    expect(stats.trackedTitles).toBe(3);
    expect(stats.months[0]).toEqual({
      month: 1,
      episodes: 4,
      minutes: 4 * ASSUMED_EPISODE_MINUTES,
    });
    expect(stats.months[2]).toEqual({ month: 3, episodes: 0, minutes: ASSUMED_FILM_MINUTES });
    expect(stats.totals).toEqual({
      episodes: 4,
      films: 1,
      minutes: 4 * ASSUMED_EPISODE_MINUTES + ASSUMED_FILM_MINUTES,
      titles: 2,
    });
    expect(stats.longestStreak).toEqual({ days: 2, from: '2026-01-10', to: '2026-01-11' });
    expect(stats.completion).toEqual({ completed: 1, started: 2 });
    expect(stats.genres).toEqual([{ name: 'Drama', titles: 1 }]);
    // The user's 6 drives the chart, not the catalogue's 8.8; Suzume and the planned show are
    // unscored.
    expect(stats.scores.find((bucket) => bucket.score === 6)?.titles).toBe(1);
    expect(stats.scores.find((bucket) => bucket.score === 8)?.titles).toBe(0);
    expect(stats.unscored).toBe(2);
    expect(stats.allTime).toEqual({
      episodes: 5,
      rewatchedEpisodes: 0,
      minutes: 4 * ASSUMED_EPISODE_MINUTES + ASSUMED_FILM_MINUTES,
      titles: 2,
      meanScore: 6,
    });
    expect(stats.years).toEqual([2026]);
    // Named as tracked, with the catalogue's names by kind for the title language to pick from.
    expect(stats.mostWatched).toEqual([
      {
        media_type: 'tv',
        id: 1,
        name: 'Frieren',
        names: { romaji: 'Cowboy Bebop' },
        episodes: 4,
      },
      { media_type: 'movie', id: 2, name: 'Suzume <3 & "friends"', episodes: 1 },
    ]);

    const lastYear = (await get('/api/stats?year=2025')).json<StatsAnswer>();
    expect(lastYear.totals.titles).toBe(0);
    expect(lastYear.years).toEqual([2026, 2025]);
  });

  it('answers alike while the list stays as it was, and anew once it changes', async () => {
    await seed();
    const before = (await get('/api/stats?year=2026')).json<StatsAnswer>();
    expect((await get('/api/stats?year=2026')).json<StatsAnswer>()).toEqual(before);

    await track(testApp.app, user.token, 'tv/1', {
      current_episode: 6,
      clientUpdatedAt: on(2, 1),
    });
    const watchedMore = (await get('/api/stats?year=2026')).json<StatsAnswer>();
    expect(watchedMore.totals.episodes).toBe(before.totals.episodes + 2);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/lists/tv/1',
      ...withSession(user.token),
    });
    expect(removed.statusCode).toBe(204);
    const afterRemoval = (await get('/api/stats?year=2026')).json<StatsAnswer>();
    expect(afterRemoval.totals).toEqual({
      ...before.totals,
      episodes: 0,
      titles: 1,
      minutes: ASSUMED_FILM_MINUTES,
    });
  });

  it('after each change answers what counting everything anew answers (decision 404)', async () => {
    await seed();
    const store = new TrackedTitleStore(testApp.database, () => clock.now());
    const query = { year: 2026, timeZone: 'Asia/Tokyo' };
    const catalogue = OfflineCatalogueProvider.open(testApp.config.catalogue.file);
    onTestFinished(() => catalogue.close());
    /** Answers that keep nothing: each reads every row again. */
    const anew = () =>
      new StatsAnswers(
        store,
        new StatsInputs(store, new InProcessListChangeBus()),
        new TitleNamesReader(catalogue),
      ).of(user.uid, query, clock.now());
    const changes: (() => Promise<unknown>)[] = [
      () =>
        track(testApp.app, user.token, 'tv/1', { current_episode: 9, clientUpdatedAt: on(2, 2) }),
      () =>
        track(testApp.app, user.token, 'tv/1', { current_episode: 3, clientUpdatedAt: on(2, 3) }),
      () =>
        track(testApp.app, user.token, 'tv/5', {
          name: 'Mushishi',
          status: 'completed',
          current_episode: 26,
          entry: { score: 95 },
          clientUpdatedAt: on(5, 6),
        }),
      () =>
        testApp.app.inject({
          method: 'PUT',
          url: '/api/lists/tv/5/seasons/2',
          payload: { status: 'watching', progress: 4, score: 70 },
          ...withSession(user.token),
        }),
      () =>
        testApp.app.inject({
          method: 'DELETE',
          url: '/api/lists/movie/2',
          ...withSession(user.token),
        }),
    ];
    const url = '/api/stats?year=2026&timeZone=Asia%2FTokyo';
    for (const change of changes) {
      await get(url);
      await change();
      expect((await get(url)).json<StatsAnswer>()).toEqual(await anew());
    }
  });

  it('renders the yearly summary as a bounded PNG', async () => {
    await seed();
    const response = await get('/api/stats/summary.png?year=2026');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('inline; filename="tsuzuki-2026.png"');
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(response.rawPayload.length).toBeLessThan(SUMMARY_MAX_BYTES);
  });

  it('draws the summary in the account’s language, else in the asking page’s', async () => {
    await seed();
    const picture = async (acceptLanguage: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/stats/summary.png?year=2026',
        headers: { 'accept-language': acceptLanguage },
        ...withSession(user.token),
      });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };
    const english = await picture('en');
    const japanese = await picture('ja');
    expect(japanese.equals(english)).toBe(false);
    await chooseOnProfile(testApp.app, user.token, { 'profile.language': 'ja' });
    expect((await picture('en')).equals(japanese)).toBe(true);
  });

  it('names the titles most watched in the account’s title language', async () => {
    await track(testApp.app, user.token, 'tv/52991', {
      name: 'Frieren',
      status: 'watching',
      current_episode: 3,
      clientUpdatedAt: on(1, 10),
    });
    const picture = async () => (await get('/api/stats/summary.png?year=2026')).rawPayload;
    const english = await picture();
    await chooseOnProfile(testApp.app, user.token, { 'profile.titleLanguage': 'native' });
    // Drawn anew: 葬送のフリーレン in place of the name tracked; the figures are the same.
    expect((await picture()).equals(english)).toBe(false);
  });
});
