import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { ListPage } from '../../../shared/lists-api';
import type { TrackedTitle } from '../../../shared/tracked-title';
import type { ManualClock } from '../../testing/test-app';
import { type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { withSignedInApp } from '../../testing/signed-in-app';
import { signUp, withSession, type TestUser } from '../auth/auth-test-helpers';
import { everyTitle, listPage, putTitle, track } from './lists-test-helpers';

const FRIEREN = {
  status: 'watching',
  name: 'Frieren: Beyond Journey’s End',
  poster_path: '/frieren.jpg',
  overview: 'An elf mage outlives her party.',
  vote_average: 8.8,
  first_air_date: '2023-09-29',
  genres: [
    { id: 16, name: 'Animation' },
    { id: 18, name: 'Drama' },
  ],
  current_season: 1,
  current_episode: 3,
};

describe.each(DIALECTS)('tracked titles on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  let user: TestUser;

  withSignedInApp(dialect, (started) => {
    ({ testApp, clock, user } = started);
  });

  const put = (path: string, body: Record<string, unknown>, token = user.token) =>
    putTitle(testApp.app, token, path, body);

  describe('merge writes', () => {
    it('create with the defaults: season 1, episode 1, tracked and updated now', async () => {
      const response = await put('movie/32281', { status: 'planToWatch', title: 'Kimi no Na wa.' });
      expect(response.statusCode).toBe(201);
      const now = new Date(clock.now()).toISOString();
      expect(response.json<TrackedTitle>()).toEqual({
        id: 32281,
        media_type: 'movie',
        status: 'planToWatch',
        current_season: 1,
        current_episode: 1,
        title: 'Kimi no Na wa.',
        name: null,
        poster_path: null,
        overview: null,
        vote_average: null,
        first_air_date: null,
        release_date: null,
        genres: [],
        trackedAt: now,
        updatedAt: now,
        // The catalogue's names by kind, beside the one the list keeps (decision 446).
        names: { romaji: 'Kimi no Na wa.', english: 'Your Name.', native: '君の名は。' },
        seasons: [
          {
            season: 1,
            status: 'planToWatch',
            // Planned at its start: nothing watched yet (the position is episode 1).
            progress: 0,
            score: 0,
            startedOn: null,
            finishedOn: null,
            rewatchCount: 0,
            rewatching: false,
            notes: null,
            tags: [],
            favourite: false,
            malId: null,
            anilistId: null,
            passes: [],
            updatedAt: now,
          },
        ],
        lastWatchedAt: null,
      });
    });

    it('need a status to add a title', async () => {
      const response = await put('tv/1535', { name: 'Death Note' });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toMatch(
        /^Invalid body.status: required when adding a title/,
      );
      expect((await listPage(testApp.app, user.token)).total).toBe(0);
    });

    it('keep every field a partial write leaves out', async () => {
      await track(testApp.app, user.token, 'tv/209867', FRIEREN);
      clock.advance(60_000);
      const updated = await track(testApp.app, user.token, 'tv/209867', { current_episode: 4 });
      expect(updated).toMatchObject({
        ...FRIEREN,
        current_episode: 4,
        id: 209867,
        media_type: 'tv',
      });
      expect(updated.updatedAt).toBe(new Date(clock.now()).toISOString());
      expect(updated.trackedAt).toBe(new Date(clock.now() - 60_000).toISOString());
    });

    it('are idempotent: the same write twice leaves the same row and updatedAt', async () => {
      const first = await track(testApp.app, user.token, 'tv/209867', FRIEREN);
      clock.advance(60_000);
      const second = await put('tv/209867', FRIEREN);
      expect(second.statusCode).toBe(200);
      expect(second.json<TrackedTitle>()).toEqual(first);
      expect((await listPage(testApp.app, user.token)).items).toEqual([first]);
    });

    it('keep AniList extras only once written, and merge them too', async () => {
      const plain = await track(testApp.app, user.token, 'tv/9253', { status: 'watching' });
      expect(plain).not.toHaveProperty('format');
      const extras = {
        format: 'TV',
        season: 'SPRING',
        seasonYear: 2011,
        isAdult: false,
        countryOfOrigin: 'JP',
        episodes: 24,
        source: 'VISUAL_NOVEL',
        trailer: { id: 'uMYhjVwp0Fk', site: 'youtube', thumbnail: null },
        nextAiringEpisode: { airingAt: 1_800_000_000, timeUntilAiring: 3600, episode: 5 },
        seriesDetails: { studios: ['White Fox'] },
      };
      clock.advance(1000);
      const withExtras = await track(testApp.app, user.token, 'tv/9253', extras);
      expect(withExtras).toMatchObject({ status: 'watching', ...extras });
      clock.advance(1000);
      const later = await track(testApp.app, user.token, 'tv/9253', { episodes: 25 });
      expect(later).toMatchObject({ ...extras, episodes: 25 });
    });

    it('let an offline replay win only over fields written before it (clientUpdatedAt)', async () => {
      await track(testApp.app, user.token, 'tv/209867', FRIEREN);
      const beforeTheLastWrite = clock.now();
      clock.advance(10_000);
      await track(testApp.app, user.token, 'tv/209867', { status: 'completed' });
      clock.advance(10_000);
      const replayed = await track(testApp.app, user.token, 'tv/209867', {
        status: 'dropped',
        current_episode: 9,
        clientUpdatedAt: beforeTheLastWrite + 5000,
      });
      expect(replayed).toMatchObject({ status: 'completed', current_episode: 9 });
    });

    it('accept id and media_type only when they repeat the address', async () => {
      expect((await put('tv/1', { status: 'watching', id: 1, media_type: 'tv' })).statusCode).toBe(
        201,
      );
      const wrongId = await put('tv/1', { status: 'watching', id: 2 });
      expect(wrongId.statusCode).toBe(400);
      expect(wrongId.json<ApiErrorBody>().error.message).toMatch(/body.id/);
      expect((await put('tv/1', { media_type: 'movie' })).statusCode).toBe(400);
    });

    it('refuse fields the server owns and fields it does not know', async () => {
      for (const body of [
        { status: 'watching', updatedAt: '2020-01-01T00:00:00.000Z' },
        { status: 'watching', favourite: true },
      ]) {
        const response = await put('tv/1', body);
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().error.code).toBe('invalid-argument');
      }
    });
  });

  describe('statuses and progress', () => {
    it('move freely between the five statuses', async () => {
      await track(testApp.app, user.token, 'tv/1535', { status: 'planToWatch' });
      for (const status of [
        'watching',
        'onHold',
        'dropped',
        'completed',
        'planToWatch',
        'watching',
      ]) {
        clock.advance(1000);
        expect((await track(testApp.app, user.token, 'tv/1535', { status })).status).toBe(status);
      }
    });

    it.each([
      [
        'an unknown status',
        { status: 'rewatching' },
        /body.status: must be one of watching, planToWatch/,
      ],
      [
        'season 0',
        { status: 'watching', current_season: 0 },
        /current_season must be between 1 and 500/,
      ],
      [
        'season 501',
        { status: 'watching', current_season: 501 },
        /current_season must be between 1 and 500/,
      ],
      [
        'episode -1',
        { status: 'watching', current_episode: -1 },
        /current_episode must be between 0 and 100000/,
      ],
      [
        'episode 100001',
        { status: 'watching', current_episode: 100_001 },
        /current_episode must be between 0 and 100000/,
      ],
      [
        'a part episode',
        { status: 'watching', current_episode: 2.5 },
        /current_episode must be a whole number/,
      ],
      [
        'an episode as text',
        { status: 'watching', current_episode: '3' },
        /current_episode must be a number/,
      ],
      [
        'a score above 100',
        { status: 'watching', vote_average: 101 },
        /vote_average must be between 0 and 100/,
      ],
      [
        'a date in words',
        { status: 'watching', first_air_date: 'next spring' },
        /first_air_date: must be a date/,
      ],
      [
        '31 genres',
        { status: 'watching', genres: Array.from({ length: 31 }, (_, id) => ({ id, name: 'G' })) },
        /genres/,
      ],
      [
        'a 501-character title',
        { status: 'watching', title: 'x'.repeat(501) },
        /title: must be at most 500/,
      ],
      [
        'deeply nested seriesDetails',
        {
          status: 'watching',
          seriesDetails: { a: { b: { c: { d: { e: { f: { g: { h: {} } } } } } } } },
        },
        /seriesDetails/,
      ],
      ['a country name', { status: 'watching', countryOfOrigin: 'Japan' }, /countryOfOrigin/],
    ])('refuse %s with a clear 400', async (_label, body, message) => {
      const response = await put('tv/1535', body);
      expect(response.statusCode).toBe(400);
      const { error } = response.json<ApiErrorBody>();
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toMatch(message);
    });

    it('refuse a malformed key in the address', async () => {
      for (const path of ['anime/1', 'tv/0', 'tv/abc', 'tv/99999999999']) {
        const response = await put(path, { status: 'watching' });
        expect(response.statusCode, path).toBe(400);
      }
    });

    it('accept the bounds themselves', async () => {
      const title = await track(testApp.app, user.token, 'tv/1535', {
        status: 'watching',
        current_season: 500,
        current_episode: 0,
      });
      expect(title).toMatchObject({ current_season: 500, current_episode: 0 });
    });
  });

  describe('removal', () => {
    it('answers 204, also when the title is not there', async () => {
      await track(testApp.app, user.token, 'tv/1535', { status: 'watching' });
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await testApp.app.inject({
          method: 'DELETE',
          url: '/api/lists/tv/1535',
          ...withSession(user.token),
        });
        expect(response.statusCode).toBe(204);
      }
      expect((await listPage(testApp.app, user.token)).items).toEqual([]);
    });
  });

  describe('isolation between users', () => {
    it('shows nobody else’s titles and never touches them', async () => {
      const other = await signUp(testApp.app);
      await track(testApp.app, user.token, 'tv/1535', { status: 'watching', current_episode: 5 });

      const theirs = await listPage(testApp.app, other.token);
      expect(theirs.items).toEqual([]);
      expect(theirs.total).toBe(0);

      // Their write to the same key is their own title, not a change to mine.
      await track(testApp.app, other.token, 'tv/1535', { status: 'dropped' });
      const removed = await testApp.app.inject({
        method: 'DELETE',
        url: '/api/lists/tv/1535',
        ...withSession(other.token),
      });
      expect(removed.statusCode).toBe(204);
      const mine = await listPage(testApp.app, user.token);
      expect(mine.items).toMatchObject([{ id: 1535, status: 'watching', current_episode: 5 }]);
    });

    it('needs a session for every lists call', async () => {
      for (const [method, url] of [
        ['GET', '/api/lists'],
        ['PUT', '/api/lists/tv/1'],
        ['DELETE', '/api/lists/tv/1'],
        ['GET', '/api/lists/events'],
        ['GET', '/api/lists/export'],
        ['POST', '/api/lists/import?format=mal'],
        ['GET', '/api/lists/calendar'],
        ['POST', '/api/lists/calendar/rotate'],
      ] as const) {
        const response = await testApp.app.inject({ method, url, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json<ApiErrorBody>().error.code).toBe('unauthenticated');
      }
    });
  });

  describe('reading the list', () => {
    async function seed(count: number) {
      const statuses = ['watching', 'planToWatch', 'completed', 'onHold', 'dropped'];
      for (let index = 0; index < count; index++) {
        clock.advance(index % 3 === 0 ? 0 : 1000);
        await track(testApp.app, user.token, `${index % 2 ? 'movie' : 'tv'}/${100 + index}`, {
          status: statuses[index % statuses.length],
        });
      }
    }

    it('pages newest change first, with a stable cursor, totals and per-status counts', async () => {
      await seed(23);
      const first = await listPage(testApp.app, user.token, '?limit=10');
      expect(first.items).toHaveLength(10);
      expect(first.total).toBe(23);
      expect(first.counts).toEqual({
        watching: 5,
        planToWatch: 5,
        completed: 5,
        onHold: 4,
        dropped: 4,
      });
      const all = await everyTitle(testApp.app, user.token, 10);
      expect(all).toHaveLength(23);
      expect(new Set(all.map((item) => `${item.media_type}/${item.id}`)).size).toBe(23);
      const order = all.map((item) => [item.updatedAt, item.media_type, item.id] as const);
      const sorted = [...order].sort((a, b) =>
        a[0] !== b[0]
          ? b[0].localeCompare(a[0])
          : a[1] !== b[1]
            ? b[1].localeCompare(a[1])
            : b[2] - a[2],
      );
      expect(order).toEqual(sorted);
      expect(all.slice(0, 10)).toEqual(first.items);
    });

    it('filters by status, counting all statuses still', async () => {
      await seed(12);
      const page = await listPage(testApp.app, user.token, '?status=completed');
      expect(page.items.every((item) => item.status === 'completed')).toBe(true);
      expect(page.total).toBe(page.items.length);
      expect(page.counts.watching).toBe(3);
    });

    it('refuses bad paging parameters', async () => {
      for (const query of [
        '?limit=0',
        '?limit=501',
        '?limit=ten',
        '?status=all',
        '?cursor=bm9wZQ',
      ]) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/lists${query}`,
          ...withSession(user.token),
        });
        expect(response.statusCode, query).toBe(400);
      }
    });

    it('answers 304 while the list is unchanged, for this user only', async () => {
      await seed(3);
      const read = (token: string, etag?: string) =>
        testApp.app.inject({
          method: 'GET',
          url: '/api/lists',
          headers: etag ? { 'if-none-match': etag } : {},
          ...withSession(token),
        });
      const first = await read(user.token);
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect((await read(user.token, etag)).statusCode).toBe(304);

      const other = await signUp(testApp.app);
      expect((await read(other.token, etag)).statusCode).toBe(200);

      // The same write again changes nothing, so the tag holds.
      const [newest] = first.json<ListPage>().items;
      await put(`${newest?.media_type}/${newest?.id}`, { status: newest?.status });
      expect((await read(user.token, etag)).statusCode).toBe(304);

      clock.advance(1000);
      await track(testApp.app, user.token, 'tv/5114', { status: 'completed' });
      const changed = await read(user.token, etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      await testApp.app.inject({
        method: 'DELETE',
        url: '/api/lists/tv/5114',
        ...withSession(user.token),
      });
      expect((await read(user.token, String(changed.headers.etag))).statusCode).toBe(200);
    });
  });
});
