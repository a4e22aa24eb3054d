import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRENDING_SORT } from '../../../../shared/catalogue-constants';
import type { MovieDetails, SeasonDetails, TvDetails } from '../../../../shared/catalogue-types';
import { bundledScheduleSource } from './build/build-catalogue';
import type { SwappableCatalogue } from '../updates/swappable-catalogue';
import {
  BUNDLED_CSV,
  buildFrom,
  catalogueClient,
  pooledCatalogue,
  temporaryDirectory,
  type TemporaryDirectory,
} from './test-catalogues';

/** The names people search by, held out from the build's own data checks, and what they mean. */
const NAMES_PEOPLE_USE: [string, number][] = [
  ['frieren', 52991],
  ['Jujutsu Kaisen', 40748],
  ['spy x family', 50265],
  ['SPY×FAMILY', 50265],
  ['chainsaw man', 44511],
  ['Solo Leveling', 52299],
  ['demon slayer', 38000],
  ['oshi no ko', 52034],
  ['dandadan', 57334],
  ['bocchi the rock', 47917],
  ['Attack on Titan', 16498],
  ['your name', 32281],
  ['hells paradise', 46569],
  ['ｆｒｉｅｒｅｎ', 52991],
  ['フリーレン', 52991],
  ['shingeki no kyojin', 16498],
  ['apothecary diaries', 54492],
  ['Delicious in Dungeon', 52701],
  ['blue lock', 49596],
  ['kaiju no 8', 52588],
  ['mushoku tensei', 39535],
  ['Vinland Saga', 37521],
  ['gachiakuta', 59062],
  ['spirited away', 199],
];

let directory: TemporaryDirectory;
let provider: SwappableCatalogue;
let api: ReturnType<typeof catalogueClient>;
/** Frieren's second season began on 16 January 2026 at 23:00 in Japan; this is four days on. */
let now = Date.parse('2026-01-20T00:00:00Z');

beforeAll(() => {
  directory = temporaryDirectory();
  const file = directory.file('living.db');
  buildFrom(BUNDLED_CSV, file, true, bundledScheduleSource());
  provider = pooledCatalogue(file, { now: () => now });
  api = catalogueClient(provider);
});
afterAll(async () => {
  await provider.close();
  directory.remove();
});

describe('search by the names people use', () => {
  it.each(NAMES_PEOPLE_USE)('finds "%s" first', async (query, id) => {
    const page = await api.list('search/multi', { query });
    expect(page.results[0]?.id).toBe(id);
  });

  it('shows the English name with the Japanese one beside it', async () => {
    const page = await api.list('search/tv', { query: 'frieren' });
    expect(page.results[0]).toMatchObject({
      name: "Frieren: Beyond the Journey's End",
      original_name: '葬送のフリーレン',
      first_air_date: '2023-09-29',
    });
  });

  it('lists a show once, however many seasons it has', async () => {
    const page = await api.list('search/tv', { query: 'frieren' });
    expect(page.results.filter((item) => item.id === 59978)).toEqual([]);
  });
});

describe('a title in both sources', () => {
  it('keeps the dataset genres and score and gains names, dates and ids', async () => {
    const details = await api.ok<TvDetails>('tv/5114');
    expect(details.vote_average).toBeGreaterThan(9);
    expect(details.genres.map((genre) => genre.name)).toEqual(
      expect.arrayContaining(['Action', 'Adventure']),
    );
    expect(details.original_name).toBe('鋼の錬金術師 FULLMETAL ALCHEMIST');
    expect(details.first_air_date).toBe('2009-04-05');
    expect(details.external_ids).toMatchObject({ mal_id: 5114, anilist_id: 5114 });
  });
});

describe('a current show', () => {
  it('has its year, its services and its seasons', async () => {
    const details = await api.ok<TvDetails>('tv/52991');
    expect(details.first_air_date?.slice(0, 4)).toBe('2023');
    expect(details.number_of_seasons).toBe(2);
    expect(details.seasons.map((season) => [season.season_number, season.id])).toEqual([
      [1, 52991],
      [2, 59978],
    ]);
    const sites = (details.watch_links ?? []).map((link) => link.site);
    expect(sites.slice(0, 4)).toEqual(['crunchyroll', 'netflix', 'prime', 'disneyplus']);
    expect(details.watch_links?.[0]?.url).toBe('https://www.crunchyroll.com/series/GG5H5XQX4/');
    expect(details.status).toBe('Returning Series');
  });

  it('says when the next episode airs, in Japan’s calendar, from its weekly slot', async () => {
    const details = await api.ok<TvDetails>('tv/52991');
    expect(details.next_episode_to_air).toMatchObject({
      season_number: 2,
      episode_number: 2,
      air_date: '2026-01-23',
      airs_at: '2026-01-23T14:00:00.000Z',
    });
  });

  it('never calls an aired episode upcoming', async () => {
    now = Date.parse('2026-01-23T14:00:01Z');
    try {
      const details = await api.ok<TvDetails>('tv/52991');
      expect(details.next_episode_to_air?.episode_number).toBe(3);
      now = Date.parse('2026-06-01T00:00:00Z');
      const ended = await api.ok<TvDetails>('tv/52991');
      expect(ended.next_episode_to_air).toBeNull();
      expect(ended.status).toBe('Ended');
    } finally {
      now = Date.parse('2026-01-20T00:00:00Z');
    }
  });

  it('answers a later season by its own id, as lists that hold it expect', async () => {
    const season = await api.ok<TvDetails>('tv/59978');
    expect(season.id).toBe(59978);
    const second = await api.ok<SeasonDetails>('tv/52991/season/2');
    expect(second).toMatchObject({ id: 59978, season_number: 2, air_date: '2026-01-16' });
  });

  it('keeps a film single', async () => {
    const film = await api.ok<MovieDetails>('movie/32281');
    expect(film).toMatchObject({ title: 'Your Name.', release_date: '2016-08-26' });
  });
});

describe('dates answered from the catalogue', () => {
  it('fills the 2024 year and a 2024 season', async () => {
    const year = await api.list('discover/tv', { first_air_date_year: '2024' });
    expect(year.total_results).toBeGreaterThan(150);
    const spring = await api.list('discover/tv', {
      'first_air_date.gte': '2024-04-01',
      'first_air_date.lte': '2024-06-30',
    });
    expect(spring.total_results).toBeGreaterThan(40);
    expect(spring.results.every((item) => (item.first_air_date ?? '') >= '2024-04-01')).toBe(true);
  });

  it('finds what airs in the coming week, including a show whose later season airs', async () => {
    const range = { 'air_date.gte': '2026-01-20', 'air_date.lte': '2026-01-27' };
    const first = await api.list('discover/tv', range);
    const ids = first.results.map((item) => item.id);
    for (let page = 2; page <= first.total_pages; page++) {
      const next = await api.list('discover/tv', { ...range, page: String(page) });
      ids.push(...next.results.map((item) => item.id));
    }
    expect(ids).toContain(52991);
    expect(ids).not.toContain(59978);
  });

  it('leads Trending with what airs now or just aired', async () => {
    const trending = await api.list('discover/tv', { sort_by: TRENDING_SORT });
    for (const item of trending.results.slice(0, 10)) {
      expect(item.first_air_date ?? '').not.toBe('');
      const details = await api.ok<TvDetails>(`tv/${item.id}`);
      const airing = details.status !== 'Ended';
      expect(airing || (details.last_air_date ?? '') >= '2025-10-22').toBe(true);
    }
  });
});
