import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { formatIsoDate, localCalendarDate } from '../../../shared/calendar-date';
import type { CatalogueListItem, Paged, TvDetails } from '../../../shared/catalogue-types';
import { buildUpcomingEntries, upcomingCandidates } from '../../../shared/upcoming';
import {
  upcomingDiscoverParams,
  type UpcomingPage,
  type UpcomingQuery,
} from '../../../shared/upcoming-query';
import { startFakeTmdb, type FakeTmdb } from '../../testing/fakes/fake-tmdb';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TMDB_KEY = 'upcoming-test-key';
const today = formatIsoDate(localCalendarDate(new Date()));

describe('GET /api/catalogue/upcoming', () => {
  let fakeTmdb: FakeTmdb;
  let testApp: TestApp;

  beforeAll(async () => {
    fakeTmdb = await startFakeTmdb({ apiKey: TMDB_KEY });
  });
  afterAll(async () => {
    await fakeTmdb.close();
  });
  afterEach(async () => {
    await testApp.close();
  });

  const withTmdb = async (key = TMDB_KEY, environment: Record<string, string> = {}) => {
    testApp = await createTestApp('sqlite', {
      TMDB_API_KEY: key,
      TMDB_BASE_URL: fakeTmdb.baseUrl,
      ...environment,
    });
  };
  const call = (query: string, remoteAddress?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/catalogue/upcoming?${query}`,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const proxy = async <Body>(path: string, parameters: Record<string, string> = {}) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/tmdb-proxy/${path}?${new URLSearchParams(parameters).toString()}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Body>();
  };

  /** The page as the app built it before, from the proxy's discover call and one per show. */
  async function throughTheProxy(query: UpcomingQuery): Promise<UpcomingPage['entries']> {
    const list = await proxy<Paged<CatalogueListItem>>(
      'discover/tv',
      upcomingDiscoverParams(query),
    );
    const shows = await Promise.all(
      upcomingCandidates(list.results).map((item) => proxy<TvDetails>(`tv/${item.id}`)),
    );
    return buildUpcomingEntries(shows, query.from);
  }

  it('answers a page of shows with their next episodes, soonest first, as the proxy calls would', async () => {
    await withTmdb();
    const response = await call(`from=${today}&days=90&page=1&adult=false`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=1800');
    const page = response.json<UpcomingPage>();
    // TMDB's recorded One Piece and Demon Slayer come back too, their next episodes in 2019.
    expect(page.entries.map(({ anime, episode }) => [anime.name, episode.episode_number])).toEqual([
      ['Frieren: Beyond Journey’s End', 4],
      ['Jujutsu Kaisen', 2],
    ]);
    expect(page).toMatchObject({ page: 1, hasMore: false });
    const query = { from: today, days: 90, page: 1, allowAdult: false };
    expect(page.entries).toEqual(await throughTheProxy(query));
  });

  it('looks each show up through the proxy’s kept answers: a repeat asks TMDB for nothing', async () => {
    await withTmdb();
    expect((await call(`from=${today}&days=90&page=1`)).statusCode).toBe(200);
    const asked = fakeTmdb.countRequests();
    expect((await call(`from=${today}&days=90&page=1`)).statusCode).toBe(200);
    await proxy('tv/209867');
    expect(fakeTmdb.countRequests()).toBe(asked);
  });

  it('narrows to the filter bar’s genre, in TV’s genre ids', async () => {
    await withTmdb();
    const page = async (genre: string) =>
      (await call(`from=${today}&days=90&page=1&genre=${genre}`)).json<UpcomingPage>();
    const all = (await call(`from=${today}&days=90&page=1`)).json<UpcomingPage>();
    const names = (entries: UpcomingPage['entries']) => entries.map(({ anime }) => anime.name);
    // Film's Fantasy (14) is TV's Sci-Fi & Fantasy (10765); Drama and Comedy are the same in both.
    for (const [genre, tvGenre, expected] of [
      ['14', 10765, 2],
      ['18', 18, 1],
      ['35', 35, 0],
    ] as const) {
      const carrying = all.entries.filter(({ anime }) =>
        anime.genres?.some((item) => item.id === tvGenre),
      );
      expect(carrying).toHaveLength(expected);
      expect(names((await page(genre)).entries)).toEqual(names(carrying));
    }
  });

  it('relays a catalogue failure with its request id, never a 500', async () => {
    await withTmdb('a-key-tmdb-refuses');
    const response = await call(`from=${today}&days=7&page=1`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(600);
    expect(response.statusCode).not.toBe(500);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<ApiErrorBody>().error.requestId).toBe(response.headers['x-request-id']);
  });

  it.each([
    ['from=2026-02-30&days=7&page=1', 'query.from: must be a date written YYYY-MM-DD'],
    ['from=tomorrow&days=7&page=1', 'query.from: must be a date written YYYY-MM-DD'],
    [`days=7&page=1`, 'query.from'],
    [`from=${today}&days=0&page=1`, 'query.days: must be a whole number from 1 to 3650'],
    [`from=${today}&days=99999&page=1`, 'query.days: must be a whole number from 1 to 3650'],
    [`from=${today}&days=7&page=501`, 'query.page: must be a whole number from 1 to 500'],
    [`from=${today}&days=7&page=1&page=2`, 'query.page'],
    [`from=${today}&days=7&page=1&genre=action`, 'query.genre: must be a genre id'],
    [`from=${today}&days=7&page=1&adult=yes`, "query.adult: must be 'true' or 'false'"],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    await withTmdb();
    const response = await call(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toContain(message);
  });

  it('counts against the anonymous catalogue limit, as the proxy does', async () => {
    await withTmdb(TMDB_KEY, { CATALOGUE_CALLS_PER_MINUTE_PER_IP: '2' });
    expect((await call(`from=${today}&days=7&page=1`, '10.3.0.1')).statusCode).toBe(200);
    expect((await call(`from=${today}&days=7&page=1`, '10.3.0.1')).statusCode).toBe(200);
    expect((await call(`from=${today}&days=7&page=1`, '10.3.0.1')).statusCode).toBe(429);
  });

  it('answers from the offline catalogue as the proxy calls would', async () => {
    testApp = await createTestApp('sqlite', {});
    const query = { from: today, days: 30, page: 1, allowAdult: false };
    const response = await call(`from=${today}&days=30&page=1`);
    expect(response.statusCode).toBe(200);
    const page = response.json<UpcomingPage>();
    expect(page.entries).toEqual(await throughTheProxy(query));
    expect(page.entries.length).toBeGreaterThan(0);
    for (const { episode } of page.entries) expect(episode.air_date >= today).toBe(true);
  });
});
