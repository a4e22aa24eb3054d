import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from '../../../testing/fakes/fake-http-server';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signUp, type TestUser } from '../../auth/auth-test-helpers';
import { everyTitle } from '../lists-test-helpers';
import { importThroughApi } from './import-test-helpers';

const TMDB_KEY = 'import-test-key';
const ANIMATION = { id: 16, name: 'Animation' };

/** The fields of TMDB's v3 answers the import reads, with TMDB's ids and names for these titles. */
const show = (id: number, name: string, originalName: string, seasons: [number, string][]) => ({
  id,
  name,
  original_name: originalName,
  first_air_date: seasons.find(([number]) => number === 1)?.[1] ?? null,
  poster_path: `/poster-${id}.jpg`,
  overview: '',
  vote_average: 8.7,
  genres: [ANIMATION],
  seasons: seasons.map(([season_number, air_date]) => ({
    season_number,
    air_date,
    name: `Season ${season_number}`,
    episode_count: 12,
    id: id * 100 + season_number,
    overview: '',
    poster_path: null,
  })),
});
const listItem = (id: number, name: string) => ({
  id,
  name,
  original_name: name,
  first_air_date: '2011-10-02',
  genre_ids: [ANIMATION.id],
  poster_path: null,
  overview: '',
  popularity: 1,
  vote_average: 8,
  vote_count: 1,
  original_language: 'ja',
  origin_country: ['JP'],
});

const FRIEREN = show(209867, 'Frieren: Beyond Journey’s End', '葬送のフリーレン', [
  [1, '2023-09-29'],
  [2, '2026-01-16'],
]);
const ATTACK_ON_TITAN = show(1429, 'Attack on Titan', '進撃の巨人', [
  [0, '2013-07-07'],
  [1, '2013-04-07'],
  [2, '2017-04-01'],
  [3, '2018-07-23'],
  [4, '2020-12-07'],
]);
const YOUR_NAME = {
  id: 372058,
  title: 'Your Name.',
  original_title: '君の名は。',
  release_date: '2016-08-26',
  poster_path: '/your-name.jpg',
  overview: '',
  vote_average: 8.5,
  genres: [ANIMATION],
};
const SEARCHES: Record<string, unknown[]> = {
  'Sousou no Frieren': [listItem(209867, 'Frieren: Beyond Journey’s End')],
  // Two shows of this name: no year in a MyAnimeList line to tell them apart.
  'Hunter x Hunter': [listItem(46298, 'Hunter x Hunter'), listItem(70001, 'Hunter × Hunter')],
};

function answer(path: string, query: URLSearchParams) {
  const details: Record<string, object> = {
    '/3/tv/209867': FRIEREN,
    '/3/tv/1429': ATTACK_ON_TITAN,
    '/3/movie/372058': YOUR_NAME,
  };
  const found = details[path];
  if (found) {
    const alternative =
      path === '/3/tv/209867' && query.get('append_to_response') === 'alternative_titles'
        ? {
            alternative_titles: {
              results: [{ iso_3166_1: 'JP', title: 'Sousou no Frieren', type: '' }],
            },
          }
        : {};
    return { status: 200, body: { ...found, ...alternative } };
  }
  if (path === '/3/search/tv') {
    const results = SEARCHES[query.get('query') ?? ''] ?? [];
    return {
      status: 200,
      body: { page: 1, results, total_pages: 1, total_results: results.length },
    };
  }
  return { status: 404, body: { status_code: 34, status_message: 'Not found.' } };
}

const malExport = (...anime: [number, string, string, number][]) =>
  `<myanimelist><myinfo><user_export_type>1</user_export_type></myinfo>${anime
    .map(
      ([id, title, status, watched]) =>
        `<anime><series_animedb_id>${id}</series_animedb_id><series_title>${title}</series_title><series_type>${id === 32281 ? 'Movie' : 'TV'}</series_type><my_watched_episodes>${watched}</my_watched_episodes><my_status>${status}</my_status></anime>`,
    )
    .join('')}</myanimelist>`;

describe('list import with a TMDB key', () => {
  let tmdb: FakeHttpServer;
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    tmdb = await startFakeHttpServer((request) =>
      request.query.get('api_key') === TMDB_KEY
        ? answer(request.path, request.query)
        : { status: 401, body: { status_code: 7, status_message: 'Invalid API key.' } },
    );
    testApp = await createTestApp('sqlite', {
      TMDB_API_KEY: TMDB_KEY,
      TMDB_BASE_URL: `${tmdb.url}/3`,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await tmdb.close();
  });
  beforeEach(async () => {
    user = await signUp(testApp.app);
  });

  it('imports a MyAnimeList export by TMDB ids mapped from its MyAnimeList ids', async () => {
    const file = malExport(
      [52991, 'Sousou no Frieren', 'Completed', 28],
      [59978, 'Sousou no Frieren 2nd Season', 'Watching', 3],
      [32281, 'Kimi no Na wa.', 'Plan to Watch', 0],
      [25777, 'Shingeki no Kyojin Season 2', 'Completed', 12],
      [21, 'One Piece', 'Watching', 1100],
    );
    const { report } = await importThroughApi(testApp.app, user.token, 'mal', file, 'text/xml');
    const rule = 'tmdb-id-from-mal';
    expect(report.matched).toEqual([
      { title: 'Sousou no Frieren', media_type: 'tv', id: 209867, status: 'watching', rule },
      {
        title: 'Sousou no Frieren 2nd Season',
        media_type: 'tv',
        id: 209867,
        status: 'watching',
        rule,
      },
      { title: 'Kimi no Na wa.', media_type: 'movie', id: 372058, status: 'planToWatch', rule },
      {
        title: 'Shingeki no Kyojin Season 2',
        media_type: 'tv',
        id: 1429,
        status: 'completed',
        rule,
      },
    ]);
    expect(report.unmatched).toEqual([
      { title: 'One Piece', reason: 'TMDB has no tv/37854 (MyAnimeList id 21).' },
    ]);
    const titles = await everyTitle(testApp.app, user.token);
    // The season bangumi-data leaves to the show is the one TMDB dates to its first day.
    expect(titles.find((title) => title.id === 209867)).toMatchObject({
      name: 'Frieren: Beyond Journey’s End',
      poster_path: '/poster-209867.jpg',
      current_season: 2,
      current_episode: 3,
    });
    expect(titles.find((title) => title.id === 1429)).toMatchObject({
      current_season: 2,
      current_episode: 12,
    });
    expect(titles.find((title) => title.id === 372058)).toMatchObject({ title: 'Your Name.' });
  });

  it('falls back to an exact alternative title on TMDB, never to a guess', async () => {
    const file = malExport(
      [99999991, 'Sousou no Frieren', 'Completed', 28],
      [99999992, 'Hunter x Hunter', 'Completed', 148],
      [99999993, 'Sousou no Frieren Recap', 'Completed', 1],
    );
    const { report } = await importThroughApi(testApp.app, user.token, 'mal', file, 'text/xml');
    expect(report.matched).toEqual([
      {
        title: 'Sousou no Frieren',
        media_type: 'tv',
        id: 209867,
        status: 'completed',
        rule: 'alternative-title',
      },
    ]);
    expect(report.unmatched).toEqual([
      {
        title: 'Hunter x Hunter',
        reason: 'No title with MyAnimeList id 99999992 in the catalogue. 2 titles share this name.',
      },
      {
        title: 'Sousou no Frieren Recap',
        reason: 'No title with MyAnimeList id 99999993 in the catalogue.',
      },
    ]);
  });

  it('maps an AniList line without a MyAnimeList id by its AniList id', async () => {
    const entries = [
      {
        status: 'CURRENT',
        progress: 7,
        media: { id: 154587, title: { romaji: 'Sousou no Frieren' } },
      },
    ];
    const { report } = await importThroughApi(
      testApp.app,
      user.token,
      'anilist',
      JSON.stringify(entries),
      'application/json',
    );
    expect(report.matched).toEqual([
      {
        title: 'Sousou no Frieren',
        media_type: 'tv',
        id: 209867,
        status: 'watching',
        rule: 'tmdb-id-from-anilist',
      },
    ]);
  });
});
