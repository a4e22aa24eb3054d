import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueListItem,
  Paged,
  SeasonDetails,
  TvDetails,
} from '../../../shared/catalogue-types';
import { startFakeTmdb, type FakeTmdb } from './fake-tmdb';
import { RECORDED_FIND_EPISODE } from './tmdb-recordings';

const KEY = 'fake-tmdb-key';
const now = Date.parse('2026-11-22T09:00:00Z');

describe('fake TMDB', () => {
  let fake: FakeTmdb;
  const get = async (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`${fake.baseUrl}/${path}`);
    for (const [name, value] of Object.entries({ ...query, api_key: KEY })) {
      url.searchParams.set(name, value);
    }
    const response = await fetch(url);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    fake = await startFakeTmdb({ apiKey: KEY, now: () => now });
  });
  afterAll(() => fake.close());

  it('answers 401 in TMDB’s shape without the key', async () => {
    const response = await fetch(`${fake.baseUrl}/genre/tv/list`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status_code: 7, success: false });
  });

  it('answers the spec’s upcoming query as TMDB does, recorded shows with past next episodes included', async () => {
    const { status, body } = await get('discover/tv', {
      'air_date.gte': '2026-11-22',
      'air_date.lte': '2027-02-20',
      with_origin_country: 'JP',
      with_original_language: 'ja',
      with_genres: '16',
      sort_by: 'popularity.desc',
      include_adult: 'false',
      page: '1',
    });
    expect(status).toBe(200);
    const paged = body as Paged<CatalogueListItem>;
    expect(paged.results.map((item) => item.name)).toEqual([
      'Jujutsu Kaisen',
      'Frieren: Beyond Journey’s End',
      'One Piece',
      'Demon Slayer: Kimetsu no Yaiba',
    ]);
    expect(paged).toMatchObject({ page: 1, total_pages: 1, total_results: 4 });
  });

  it('serves the recorded One Piece, numbered absolutely, and no made-up season of it', async () => {
    const details = (await get('tv/37854')).body as TvDetails;
    expect(details.next_episode_to_air).toMatchObject({
      season_number: 20,
      episode_number: 886,
      air_date: '2019-05-26',
    });
    expect(details.seasons.find((season) => season.season_number === 20)?.episode_count).toBe(9);
    expect(await get('tv/37854/season/20')).toMatchObject({ status: 404 });
  });

  it('serves TMDB’s recorded genre lists, TV and film ids apart', async () => {
    const tv = (await get('genre/tv/list')).body as { genres: { id: number }[] };
    const movie = (await get('genre/movie/list')).body as { genres: { id: number }[] };
    expect(tv.genres.map((genre) => genre.id)).toContain(10759);
    expect(tv.genres.map((genre) => genre.id)).not.toContain(28);
    expect(movie.genres.map((genre) => genre.id)).toContain(28);
  });

  it('pages unfiltered discover as TMDB does: far more pages announced than the 500 served', async () => {
    expect((await get('discover/tv', { page: '500' })).body).toMatchObject({
      page: 500,
      total_pages: 7414,
    });
    expect(await get('discover/tv', { page: '501' })).toMatchObject({
      status: 400,
      body: { status_code: 22 },
    });
  });

  it('finds titles and people for search/multi, marked with their media type', async () => {
    const { body } = await get('search/multi', { query: 'your name', include_adult: 'false' });
    const results = (body as Paged<{ media_type: string; id: number }>).results;
    expect(results).toContainEqual(expect.objectContaining({ media_type: 'movie', id: 372058 }));
    expect((await get('search/multi', { query: 'shinkai' })).body).toMatchObject({
      results: [{ media_type: 'person', name: 'Makoto Shinkai' }],
    });
  });

  it('dates a running season weekly around its next episode', async () => {
    const { body } = await get('tv/209867/season/2');
    const season = body as SeasonDetails;
    expect(season.episodes).toHaveLength(10);
    expect(season.episodes[3]).toMatchObject({ episode_number: 4, air_date: '2026-11-25' });
    expect(season.episodes[4]?.air_date).toBe('2026-12-02');
  });

  it('answers 404 in TMDB’s shape for unknown titles and seasons', async () => {
    expect(await get('tv/209867/season/9')).toMatchObject({
      status: 404,
      body: { status_code: 34 },
    });
    expect(await get('movie/1')).toMatchObject({ status: 404, body: { status_code: 34 } });
  });

  it('finds an episode by its TVDB or IMDb id in the fields of TMDB’s recorded answer', async () => {
    const [recorded] = RECORDED_FIND_EPISODE.tv_episode_results as object[];
    for (const [id, source] of [
      ['10404931', 'tvdb_id'],
      ['tt33261932', 'imdb_id'],
    ]) {
      const { status, body } = await get(`find/${id}`, { external_source: source ?? '' });
      expect(status).toBe(200);
      const answer = body as Record<string, object[]>;
      expect(Object.keys(answer).sort()).toEqual(Object.keys(RECORDED_FIND_EPISODE).sort());
      const [episode] = answer.tv_episode_results ?? [];
      expect(Object.keys(episode ?? {}).sort()).toEqual(Object.keys(recorded ?? {}).sort());
      expect(episode).toMatchObject({ show_id: 209867, season_number: 2, episode_number: 3 });
    }
    const unknown = await get('find/1', { external_source: 'tvdb_id' });
    expect(unknown).toEqual({
      status: 200,
      body: {
        movie_results: [],
        person_results: [],
        tv_results: [],
        tv_episode_results: [],
        tv_season_results: [],
      },
    });
  });
});
