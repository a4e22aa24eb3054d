import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueListItem, Paged, SeasonDetails } from '../../../shared/catalogue-types';
import { startFakeTmdb, type FakeTmdb } from './fake-tmdb';

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

  it('answers the spec’s upcoming query with the running Japanese shows, most popular first', async () => {
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
      'One Piece',
      'Frieren: Beyond Journey’s End',
    ]);
    expect(paged).toMatchObject({ page: 1, total_pages: 1, total_results: 3 });
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
});
