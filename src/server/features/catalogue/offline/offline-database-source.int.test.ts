import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRENDING_SORT } from '../../../../shared/catalogue-constants';
import type { CatalogueListItem, TvDetails } from '../../../../shared/catalogue-types';
import type { SeasonalPopularity } from '../seasonal-popularity';
import { buildCatalogue, bundledScheduleSource } from './build/build-catalogue';
import type { SwappableCatalogue } from '../updates/swappable-catalogue';
import {
  BUNDLED_CSV,
  catalogueClient,
  pooledCatalogue,
  temporaryDirectory,
  type TemporaryDirectory,
} from './test-catalogues';

/** The release's own form: zstd-compressed minified JSON (fixtures/SOURCES.md). */
const ZSTD_FIXTURE = path.resolve(
  import.meta.dirname,
  'fixtures/anime-offline-database-sample.json.zst',
);

let directory: TemporaryDirectory;
let provider: SwappableCatalogue;
let api: ReturnType<typeof catalogueClient>;
/** Four days into winter 2026: Frieren's second season began on 16 January. */
const now = Date.parse('2026-01-20T00:00:00Z');
/** Replaced, never changed in place, as the real source replaces its counts. */
let userCounts: ReadonlyMap<number, number> = new Map();
const popularity: SeasonalPopularity = { userCounts: () => userCounts };

beforeAll(() => {
  directory = temporaryDirectory();
  const file = directory.file('three-sources.db');
  buildCatalogue({
    input: BUNDLED_CSV,
    out: file,
    bundled: true,
    schedules: bundledScheduleSource(),
    offlineDatabase: { file: ZSTD_FIXTURE, label: 'downloaded 2026-11-16' },
  });
  provider = pooledCatalogue(file, { now: () => now, followers: () => popularity.userCounts() });
  api = catalogueClient(provider);
});
afterAll(async () => {
  await provider.close();
  directory.remove();
});

const trending = async () =>
  (await api.list('discover/tv', { sort_by: TRENDING_SORT, page: '1' })).results;
const yearOf = (item: CatalogueListItem) => Number((item.first_air_date ?? '').slice(0, 4));

describe('anime-offline-database as the third source', () => {
  it('gives Frieren its studio, score, genres and episode count', async () => {
    const frieren = await api.ok<TvDetails>('tv/52991');
    expect(frieren).toMatchObject({ studios: ['Madhouse'], vote_average: 9.12 });
    expect(frieren.genres.map((genre) => genre.name)).toEqual(
      expect.arrayContaining(['Adventure', 'Drama', 'Fantasy', 'Shounen']),
    );
    expect(frieren.genres.map((genre) => genre.name)).not.toContain('Animation');
    expect(frieren.seasons[0]).toMatchObject({ season_number: 1, episode_count: 28 });
    expect(frieren.seasons[1]).toMatchObject({ season_number: 2, episode_count: 10 });
    expect(frieren.status).toBe('Returning Series');
  });

  it('says a show anime-offline-database calls ongoing airs, whatever end date a break left', async () => {
    const onePiece = await api.ok<TvDetails>('tv/21');
    expect(onePiece.status).toBe('Returning Series');
    expect(onePiece.in_production).toBe(true);
  });

  it('keeps the Kaggle genres and takes the aggregated score, studio and episodes', async () => {
    const titan = await api.ok<TvDetails>('tv/16498');
    expect(titan).toMatchObject({ vote_average: 8.54, studios: ['Wit Studio'] });
    expect(titan.genres.map((genre) => genre.name)).toContain('Super Power');
  });

  it('adds a title only it knows under its MyAnimeList id, found by name', async () => {
    const title = await api.ok<TvDetails>('tv/37208');
    expect(title).toMatchObject({ name: 'Mo Dao Zu Shi', vote_average: 8.31, format: 'ONA' });
    const found = await api.list('search/multi', { query: 'mo dao zu shi' });
    expect(found.results[0]?.id).toBe(37208);
  });

  it("sends a title's romaji and English names beside its Japanese one (decision 433)", async () => {
    const frieren = await api.ok<TvDetails>('tv/52991');
    expect(frieren).toMatchObject({
      romaji_name: 'Sousou no Frieren',
      original_name: '葬送のフリーレン',
    });
    const found = await api.list('search/multi', { query: 'sousou no frieren' });
    expect(found.results[0]).toMatchObject({ id: 52991, romaji_name: 'Sousou no Frieren' });
    const titan = await api.ok<TvDetails>('tv/16498');
    expect(titan).toMatchObject({ romaji_name: 'Shingeki no Kyojin', original_name: '進撃の巨人' });
  });

  it('finds titles after 2017 by their romaji names', async () => {
    for (const query of ['sousou no frieren', 'Sousou no Frieren 2nd Season']) {
      const found = await api.list('search/multi', { query });
      expect(found.results[0]?.id).toBe(52991);
    }
  });

  it('gives no score, rather than 0, where no source scores a title', async () => {
    const unscored = (await trending()).find((item) => item.vote_average === 0);
    if (!unscored) throw new Error('every title this season is scored');
    expect((await api.ok<TvDetails>(`tv/${unscored.id}`)).vote_average).toBeNull();
  });

  it('credits anime-offline-database under the ODbL', () => {
    expect(provider.attributions.map((credit) => credit.text).join(' ')).toMatch(
      /anime-offline-database.*Open Database License/,
    );
    expect(provider.meta.offlineDatabaseSource).toBe(
      'anime-offline-database 2026-11-15, downloaded 2026-11-16',
    );
  });
});

describe('"now" and top rated with three sources', () => {
  it('leads Trending with this season, no show begun before 2010 in the first ten', async () => {
    userCounts = new Map();
    const results = await trending();
    expect(results.slice(0, 10).every((item) => yearOf(item) >= 2010)).toBe(true);
    expect(results.slice(0, 3).map((item) => item.id)).toContain(52991);
  });

  it('orders this season by how many people follow it, where that is known', async () => {
    userCounts = new Map();
    const before = await trending();
    const chosen = before.find((item) => item.id !== 52991 && item.id < 1_000_000_000);
    if (!chosen) throw new Error('no other title this season');
    userCounts = new Map([[chosen.id, 50_000]]);
    expect((await trending())[0]?.id).toBe(chosen.id);
    userCounts = new Map();
  });

  it('covers every year in top rated, by the aggregated score', async () => {
    const top = await api.list('discover/tv', {
      sort_by: 'vote_average.desc',
      'vote_count.gte': '100',
    });
    const ids = top.results.map((item) => item.id);
    expect(ids).toContain(52991);
    const scores = top.results.map((item) => item.vote_average);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
