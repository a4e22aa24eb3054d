import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { addDays, formatIsoDate, localCalendarDate } from '../../../shared/calendar-date';
import type {
  CatalogueListItem,
  Paged,
  SeasonDetails,
  TvDetails,
} from '../../../shared/catalogue-types';
import {
  showEpisodesInRange,
  soonestFirst,
  upcomingCandidates,
  upcomingDateRange,
} from '../../../shared/upcoming';
import {
  upcomingDiscoverParams,
  type UpcomingPage,
  type UpcomingQuery,
} from '../../../shared/upcoming-query';
import { startFakeTmdb, type FakeTmdb } from '../../testing/fakes/fake-tmdb';
import type { Dialect } from '../../testing/test-databases';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  BUNDLED_CSV,
  buildFrom,
  temporaryDirectory,
  type TemporaryDirectory,
} from './offline/test-catalogues';
import { schedulesWithNewShows } from './updates/test-schedules';

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

  /**
   * The page built from the proxy's own calls: the discover page, each show, and the season of
   * its next episode, where TMDB has one.
   */
  async function throughTheProxy(query: UpcomingQuery): Promise<UpcomingPage['entries']> {
    const list = await proxy<Paged<CatalogueListItem>>(
      'discover/tv',
      upcomingDiscoverParams(query),
    );
    const shows = await Promise.all(
      upcomingCandidates(list.results).map((item) => proxy<TvDetails>(`tv/${item.id}`)),
    );
    const range = upcomingDateRange(localCalendarDate(new Date()), query.days);
    const entries = await Promise.all(
      shows.map(async (show) => {
        const season = show.next_episode_to_air?.season_number;
        const answer = await testApp.app.inject(`/api/tmdb-proxy/tv/${show.id}/season/${season}`);
        const episodes = answer.statusCode === 200 ? answer.json<SeasonDetails>().episodes : null;
        return showEpisodesInRange(show, episodes, range);
      }),
    );
    return entries.flat().sort(soonestFirst);
  }

  it('lists every episode of each show’s season in the window, soonest first, as the proxy calls would', async () => {
    await withTmdb();
    const response = await call(`from=${today}&days=90&page=1&adult=false`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=1800');
    const page = response.json<UpcomingPage>();
    const listed = page.entries.map(({ anime, episode }) => [anime.name, episode.episode_number]);
    // TMDB's recorded One Piece and Demon Slayer come back too, their next episodes in 2019.
    // Frieren's next is episode 4 of 10, in 3 days; Jujutsu Kaisen's episode 2 of 12, in 10.
    const frieren = [4, 5, 6, 7, 8, 9, 10].map((number) => [
      'Frieren: Beyond Journey’s End',
      number,
    ]);
    const jujutsu = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((number) => [
      'Jujutsu Kaisen',
      number,
    ]);
    expect(listed.filter(([name]) => name === 'Frieren: Beyond Journey’s End')).toEqual(frieren);
    expect(listed.filter(([name]) => name === 'Jujutsu Kaisen')).toEqual(jujutsu);
    expect(listed).toHaveLength(frieren.length + jujutsu.length);
    const dates = page.entries.map(({ episode }) => episode.air_date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.at(-1)! > formatIsoDate(addDays(localCalendarDate(new Date()), 7))).toBe(true);
    // TMDB dates episodes by day: no instant is made up.
    expect(page.entries.every(({ episode }) => episode.airs_at === undefined)).toBe(true);
    expect(page).toMatchObject({ page: 1, hasMore: false });
    const query = { from: today, days: 90, page: 1, allowAdult: false };
    expect(page.entries).toEqual(await throughTheProxy(query));
  });

  it('keeps to the window: a week lists the episodes of that week only', async () => {
    await withTmdb();
    const page = (await call(`from=${today}&days=7&page=1`)).json<UpcomingPage>();
    expect(page.entries.map(({ anime, episode }) => [anime.name, episode.episode_number])).toEqual([
      ['Frieren: Beyond Journey’s End', 4],
    ]);
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
    const names = (entries: UpcomingPage['entries']) => [
      ...new Set(entries.map(({ anime }) => anime.name)),
    ];
    // Film's Fantasy (14) is TV's Sci-Fi & Fantasy (10765); Drama and Comedy are the same in both.
    for (const [genre, tvGenre, expected] of [
      ['14', 10765, 2],
      ['18', 18, 1],
      ['35', 35, 0],
    ] as const) {
      const carrying = all.entries.filter(({ anime }) =>
        anime.genres?.some((item) => item.id === tvGenre),
      );
      expect(names(carrying)).toHaveLength(expected);
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
    [
      'from=9999-12-31&days=3650&page=1',
      'query.from: must be a date written YYYY-MM-DD, from 1900',
    ],
    ['from=0001-01-01&days=7&page=1', 'query.from: must be a date written YYYY-MM-DD, from 1900'],
    [`from=${today}&days=7&page=1&tz=Mars/Olympus_Mons`, 'query.tz: must be a time zone'],
    [`from=${today}&days=7&page=1&tz=${'A'.repeat(65)}`, 'query.tz: must be at most 64'],
    [`from=${today}&days=7&page=1&tz=`, 'query.tz'],
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
});

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const midnightUtc = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const dayIso = (days: number) => new Date(midnightUtc + days * DAY_MS).toISOString().slice(0, 10);

/** Series an update of bangumi-data could bring, each with its own bounds (MyAnimeList ids no release uses). */
const WEEKLY = { malId: 69_999_101, name: 'Tsuzuki Weekly Test', japaneseName: 'つづき週刊テスト' };
const LATE = { malId: 69_999_102, name: 'Tsuzuki Late Test', japaneseName: 'つづき深夜テスト' };
const PREMIERE = {
  malId: 69_999_103,
  name: 'Tsuzuki Premiere Test',
  japaneseName: 'つづき初回テスト',
};
const LATER = { malId: 69_999_104, name: 'Tsuzuki Later Test', japaneseName: 'つづき来季テスト' };

/** Weekly since two weeks ago at 15:00 UTC, open-ended: projected 13 weeks from its first slot. */
const weeklyFirst = midnightUtc - 14 * DAY_MS + 15 * HOUR_MS;
/** At 23:30 UTC, three days from now, for ten weeks: the next morning in Japan, the afternoon in Los Angeles. */
const lateFirst = midnightUtc + 3 * DAY_MS + 23.5 * HOUR_MS;
const lateEnd = lateFirst + 9 * 7 * DAY_MS;
const premiereFirst = midnightUtc + 40 * DAY_MS + 12 * HOUR_MS;
const laterFirst = midnightUtc + 100 * DAY_MS + 12 * HOUR_MS;

function testSchedules(): Buffer {
  const data = JSON.parse(
    schedulesWithNewShows([
      { ...WEEKLY, firstSlot: new Date(weeklyFirst) },
      { ...LATE, firstSlot: new Date(lateFirst) },
      { ...PREMIERE, firstSlot: new Date(premiereFirst) },
      { ...LATER, firstSlot: new Date(laterFirst) },
    ]).toString('utf8'),
  ) as { items: { title: string; end: string }[] };
  const late = data.items.find((item) => item.title === LATE.japaneseName);
  if (late) late.end = new Date(lateEnd).toISOString();
  return Buffer.from(JSON.stringify(data));
}

describe.each<Dialect>(['sqlite', 'postgres'])(
  'GET /api/catalogue/upcoming on the offline catalogue (%s)',
  (dialect) => {
    let directory: TemporaryDirectory;
    let catalogueFile: string;
    let testApp: TestApp;

    beforeAll(async () => {
      directory = temporaryDirectory();
      const schedules = directory.file('bangumi-data.json');
      fs.writeFileSync(schedules, testSchedules());
      catalogueFile = directory.file('catalogue.db');
      buildFrom(BUNDLED_CSV, catalogueFile, true, { file: schedules, label: 'test schedules' });
      testApp = await createTestApp(dialect, { CATALOGUE_FILE: catalogueFile });
    });
    afterAll(async () => {
      await testApp.close();
      directory.remove();
    });

    const page = async (query: string) => {
      const response = await testApp.app.inject(`/api/catalogue/upcoming?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<UpcomingPage>();
    };
    /** Every page of a window, as Load more would fetch them. */
    async function wholeWindow(query: string): Promise<UpcomingPage['entries']> {
      const entries: UpcomingPage['entries'] = [];
      for (let number = 1; number <= 20; number += 1) {
        const answer = await page(`${query}&page=${number}`);
        expect(answer.page).toBe(number);
        entries.push(...answer.entries);
        if (!answer.hasMore) return entries;
      }
      throw new Error('more than 20 pages');
    }
    const episodesOf = (entries: UpcomingPage['entries'], show: { malId: number }) =>
      entries
        .filter(({ anime }) => anime.id === show.malId)
        .map(({ episode }) => [episode.episode_number, episode.airs_at]);
    const slot = (first: number, number: number) =>
      new Date(first + (number - 1) * 7 * DAY_MS).toISOString();

    it('lists every weekly episode in the 90 days, not only the first week, each at its instant and in order', async () => {
      const entries = await wholeWindow(`from=${dayIso(0)}&days=90&tz=UTC`);
      // Episode 3 aired today at 15:00; episode 14 is the last of its 13 projected weeks.
      const weekly = Array.from({ length: 12 }, (_, index) => index + 3);
      expect(episodesOf(entries, WEEKLY)).toEqual(
        weekly.map((number) => [number, slot(weeklyFirst, number)]),
      );
      // Ten episodes to its end date, the first three days from now.
      expect(episodesOf(entries, LATE)).toEqual(
        Array.from({ length: 10 }, (_, index) => [index + 1, slot(lateFirst, index + 1)]),
      );
      // A show beginning within the window is listed from its premiere; one beginning after it is not.
      expect(episodesOf(entries, PREMIERE)[0]).toEqual([1, new Date(premiereFirst).toISOString()]);
      expect(episodesOf(entries, PREMIERE)).toHaveLength(8);
      expect(episodesOf(entries, LATER)).toEqual([]);

      const instants = entries.map(({ episode }) => episode.airs_at ?? '');
      expect(instants).toEqual([...instants].sort());
      expect(instants[0]! >= new Date(midnightUtc).toISOString()).toBe(true);
      expect(instants.at(-1)! < new Date(midnightUtc + 91 * DAY_MS).toISOString()).toBe(true);
      expect(instants.filter((instant) => instant >= dayIso(8)).length).toBeGreaterThan(20);
      const [first] = entries.filter(({ anime }) => anime.id === LATE.malId);
      expect(first).toMatchObject({
        anime: { id: LATE.malId, name: LATE.name, title: LATE.name },
        episode: { episode_number: 1, name: 'Episode 1', air_date: dayIso(4) },
        hasUpcomingEpisode: true,
      });
    });

    it('reads the window’s days in the viewer’s zone: 23:30 UTC is that afternoon in Los Angeles, the next morning in Tokyo', async () => {
      const late = async (from: string, tz: string) =>
        episodesOf((await page(`from=${from}&days=1&page=1&tz=${tz}`)).entries, LATE);
      const first = [[1, new Date(lateFirst).toISOString()]];
      // Los Angeles: the 23:30 UTC slot is at 15:30 on day 3, so a window from day 4 misses it.
      expect(await late(dayIso(3), 'America/Los_Angeles')).toEqual(first);
      expect(await late(dayIso(4), 'America/Los_Angeles')).toEqual([]);
      // Tokyo, and the default: 08:30 on day 4.
      expect(await late(dayIso(4), 'Asia/Tokyo')).toEqual(first);
      // Reykjavik keeps UTC all year: still day 3 there.
      expect(await late(dayIso(4), 'Atlantic/Reykjavik')).toEqual([]);
      const byDefault = await page(`from=${dayIso(4)}&days=1&page=1`);
      expect(episodesOf(byDefault.entries, LATE)).toEqual(first);
    });

    it('pages the window 50 entries at a time, each page after the last, and ends', async () => {
      const query = `from=${dayIso(0)}&days=90&tz=UTC`;
      const entries = await wholeWindow(query);
      expect(entries.length).toBeGreaterThan(50);
      const first = await page(`${query}&page=1`);
      const second = await page(`${query}&page=2`);
      expect(first.entries).toHaveLength(50);
      expect(first.hasMore).toBe(true);
      expect(first.entries.at(-1)!.episode.airs_at! <= second.entries[0]!.episode.airs_at!).toBe(
        true,
      );
      expect([...first.entries, ...second.entries]).toEqual(entries.slice(0, 100));
      const beyond = await page(`${query}&page=${Math.ceil(entries.length / 50) + 1}`);
      expect(beyond).toEqual({ entries: [], page: beyond.page, hasMore: false });
      // A week holds what the 90 days hold in that week, no more.
      const week = await wholeWindow(`from=${dayIso(0)}&days=7&tz=UTC`);
      const end = new Date(midnightUtc + 8 * DAY_MS).toISOString();
      expect(week).toEqual(entries.filter(({ episode }) => episode.airs_at! < end));
    });

    it('narrows to the filter bar’s genre, in TV’s genre ids', async () => {
      const all = await wholeWindow(`from=${dayIso(0)}&days=90`);
      const comedy = await wholeWindow(`from=${dayIso(0)}&days=90&genre=35`);
      // Sazae-san, a long runner of the bundled schedules, is a comedy; the test series are not.
      expect(comedy.some(({ anime }) => anime.name === 'Sazae-san')).toBe(true);
      expect(comedy.some(({ anime }) => anime.id === WEEKLY.malId)).toBe(false);
      expect(comedy).toEqual(
        all.filter(({ anime }) => anime.genres?.some((genre) => genre.id === 35)),
      );
    });

    it('answers 503, not a 500, when the catalogue file cannot be read', async () => {
      const moved = `${catalogueFile}.away`;
      fs.renameSync(catalogueFile, moved);
      try {
        const response = await testApp.app.inject(
          `/api/catalogue/upcoming?from=${dayIso(0)}&days=5&page=1&tz=Asia/Kolkata`,
        );
        expect(response.statusCode).toBe(503);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json<ApiErrorBody>().error.requestId).toBe(
          response.headers['x-request-id'],
        );
      } finally {
        fs.renameSync(moved, catalogueFile);
      }
    });
  },
);
