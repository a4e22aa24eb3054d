import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRENDING_SORT } from '../../../../shared/catalogue-constants';
import type {
  CatalogueListItem,
  Genre,
  MovieDetails,
  Paged,
  SeasonDetails,
  TvDetails,
} from '../../../../shared/catalogue-types';
import type { TitleBasicsAnswer } from '../provider';
import { CatalogueFileError } from './catalogue-meta';
import type { SwappableCatalogue } from '../updates/swappable-catalogue';
import { OfflineCatalogueProvider } from './offline-provider';
import {
  BUNDLED_CSV,
  OFFLINE_DATABASE_FIXTURE,
  buildFrom,
  catalogueClient as client,
  pooledCatalogue,
  temporaryDirectory,
  type TemporaryDirectory,
} from './test-catalogues';

const NOT_FOUND = {
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};

let directory: TemporaryDirectory;
beforeAll(() => {
  directory = temporaryDirectory();
});
afterAll(() => directory.remove());

const ids = (page: Paged<CatalogueListItem>) => page.results.map((item) => item.id);
const nameOf = (item: CatalogueListItem) => item.name ?? item.title ?? '';

describe('the offline provider over the bundled CSV', () => {
  let provider: SwappableCatalogue;
  let api: ReturnType<typeof client>;
  let counts: (sql: string) => number;
  beforeAll(() => {
    const file = directory.file('csv.db');
    buildFrom(BUNDLED_CSV, file, true);
    provider = pooledCatalogue(file);
    api = client(provider);
    const connection = new SQLite(file, { readonly: true });
    counts = (sql) => (connection.prepare(sql).get() as { n: number }).n;
  });
  afterAll(() => provider.close());

  it('reports what the CSV cannot tell and credits it', () => {
    expect(provider.name).toBe('offline');
    expect(provider.capabilities).toEqual({ posters: false, airDates: false, seasons: false });
    expect(provider.attributions).toEqual([
      {
        text: 'Catalogue data: Anime Recommendations Database (MyAnimeList data), Kaggle',
        url: 'https://www.kaggle.com/CooperUnion/anime-recommendations-database',
      },
    ]);
  });

  describe('search', () => {
    it('finds by name prefix across media types, exact names first, then by members', async () => {
      const page = await api.list('search/multi', { query: 'gintama' });
      expect(page.results[0]).toMatchObject({ id: 918, media_type: 'tv', name: 'Gintama' });
      expect(page.results.every((item) => /gintama/i.test(nameOf(item)))).toBe(true);
      const film = page.results.find((item) => item.id === 15335);
      expect(film).toMatchObject({
        media_type: 'movie',
        title: expect.stringContaining('Movie') as string,
      });
      expect(film).not.toHaveProperty('name');
      expect(page.total_results).toBe(page.results.length);
    });

    it('matches every word as a prefix, ignoring punctuation and case', async () => {
      expect(ids(await api.list('search/multi', { query: 'shingeki no kyo' }))).toContain(16498);
      expect(ids(await api.list('search/multi', { query: 'STEINS;GATE' }))[0]).toBe(9253);
      expect(ids(await api.list('search/multi', { query: 'tiger & bunny' }))[0]).toBe(9941);
    });

    it('answers search/tv and search/movie with one media type and no media_type field', async () => {
      const tv = await api.list('search/tv', { query: 'gintama' });
      expect(tv.results.length).toBeGreaterThan(0);
      expect(tv.results.every((item) => item.name && item.media_type === undefined)).toBe(true);
      const movies = await api.list('search/movie', { query: 'gintama' });
      expect(ids(movies)).toContain(15335);
      expect(movies.results.every((item) => item.title !== undefined)).toBe(true);
    });

    it('ignores a year, which the CSV does not know', async () => {
      const withYear = await api.list('search/tv', { query: 'gintama', year: '2006' });
      expect(ids(withYear)).toEqual(ids(await api.list('search/tv', { query: 'gintama' })));
    });

    it('hides adult titles unless include_adult is true', async () => {
      expect((await api.list('search/multi', { query: 'oni chichi' })).total_results).toBe(0);
      const shown = await api.list('search/multi', { query: 'oni chichi', include_adult: 'true' });
      expect(shown.results.length).toBeGreaterThan(0);
      expect(shown.results.every((item) => item.adult)).toBe(true);
    });

    it('pages by 20 with TMDB totals', async () => {
      const first = await api.list('search/multi', { query: 'no' });
      const second = await api.list('search/multi', { query: 'no', page: '2' });
      expect(first.results).toHaveLength(20);
      expect(second.page).toBe(2);
      expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
      expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
      const beyond = await api.list('search/multi', { query: 'no', page: '500' });
      expect(beyond).toMatchObject({ page: 500, results: [], total_results: first.total_results });
    });

    it('answers an empty query with an empty page', async () => {
      expect(await api.list('search/multi', { query: ' ;; ' })).toEqual({
        page: 1,
        results: [],
        total_pages: 1,
        total_results: 0,
      });
      expect((await api.list('search/multi')).results).toEqual([]);
    });

    it('refuses pages outside 1..500 as TMDB does', async () => {
      for (const page of ['0', '501', 'two', '1.5']) {
        const answer = await api.get('search/multi', { query: 'gintama', page });
        expect(answer).toEqual({
          status: 400,
          body: expect.objectContaining({ status_code: 22 }) as unknown,
        });
      }
    });
  });

  describe('discover', () => {
    it('lists TV by members, adult titles hidden, TMDB list shape', async () => {
      const page = await api.list('discover/tv');
      const popularity = page.results.map((item) => item.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      expect(page.results[0]).toMatchObject({
        id: 1535,
        name: 'Death Note',
        original_name: 'Death Note',
        first_air_date: '',
        poster_path: null,
        original_language: 'ja',
        origin_country: ['JP'],
        overview: '',
        adult: false,
        vote_average: 8.71,
        vote_count: 1_013_917,
        popularity: 1_013_917,
        format: 'TV',
        episodes: 37,
      });
      expect(page.results[0]?.genre_ids[0]).toBe(16);
      const visibleTv = counts(
        "SELECT count(*) AS n FROM titles WHERE media_type = 'tv' AND adult = 0",
      );
      expect(page.total_results).toBe(visibleTv);
      expect(page.total_pages).toBe(Math.min(500, Math.ceil(visibleTv / 20)));
    });

    it('shows adult titles only with include_adult=true and never with the adult keywords excluded', async () => {
      const allTv = counts("SELECT count(*) AS n FROM titles WHERE media_type = 'tv'");
      expect((await api.list('discover/tv', { include_adult: 'true' })).total_results).toBe(allTv);
      const excluded = await api.list('discover/tv', {
        include_adult: 'true',
        without_keywords: '11104|9716|2911',
      });
      expect(excluded.total_results).toBeLessThan(allTv);
      expect(excluded.results.some((item) => item.adult)).toBe(false);
    });

    it('reads with_genres as AND across commas and OR across pipes, and without_genres', async () => {
      const both = await api.list('discover/tv', { with_genres: '28,35' });
      expect(both.total_results).toBeGreaterThan(0);
      expect(
        both.results.every((item) => item.genre_ids.includes(28) && item.genre_ids.includes(35)),
      ).toBe(true);
      const either = await api.list('discover/tv', { with_genres: '1000011|1000025' });
      expect(
        either.results.every((item) =>
          [1_000_011, 1_000_025].some((id) => item.genre_ids.includes(id)),
        ),
      ).toBe(true);
      expect(either.total_results).toBeGreaterThan(
        (await api.list('discover/tv', { with_genres: '1000011' })).total_results,
      );
      const without = await api.list('discover/tv', { without_genres: '35' });
      expect(without.results.some((item) => item.genre_ids.includes(35))).toBe(false);
    });

    it('sorts by score with thinly rated titles last', async () => {
      const movies = await api.list('discover/movie', { sort_by: 'vote_average.desc' });
      expect(movies.results[0]).toMatchObject({ id: 32281, title: 'Kimi no Na wa.' });
      const tv = await api.list('discover/tv', { sort_by: 'vote_average.desc' });
      expect(tv.results[0]?.id).toBe(5114);
      const scores = tv.results.map((item) => item.vote_average);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(tv.results.every((item) => item.vote_count >= 1000)).toBe(true);
    });

    it(`ranks ${TRENDING_SORT} by members weighted by score`, async () => {
      const page = await api.list('discover/tv', { sort_by: TRENDING_SORT });
      const figure = (item: CatalogueListItem) => item.popularity * (item.vote_average / 10) ** 4;
      const figures = page.results.map(figure);
      expect(figures).toEqual([...figures].sort((a, b) => b - a));
      expect(ids(page)).not.toEqual(ids(await api.list('discover/tv')));
    });

    it('keeps the vote_count and name sorts', async () => {
      const byVotes = await api.list('discover/tv', { sort_by: 'vote_count.desc' });
      const votes = byVotes.results.map((item) => item.vote_count);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
      const byName = await api.list('discover/movie', { sort_by: 'title.asc' });
      const names = byName.results.map((item) => (item.title ?? '').toLowerCase());
      expect(names).toEqual([...names].sort());
    });

    it('applies vote_average.gte', async () => {
      const page = await api.list('discover/tv', { 'vote_average.gte': '8.5' });
      expect(page.total_results).toBeGreaterThan(0);
      expect(page.results.every((item) => item.vote_average >= 8.5)).toBe(true);
    });

    it('accepts the anime keyword, Japan and Japanese, and nothing else matches', async () => {
      const all = (await api.list('discover/tv')).total_results;
      const anime = await api.list('discover/tv', {
        with_keywords: '210024',
        with_origin_country: 'JP',
        with_original_language: 'ja',
        with_genres: '16',
      });
      expect(anime.total_results).toBe(all);
      const impossible: Record<string, string>[] = [
        { with_origin_country: 'KR' },
        { with_original_language: 'ko' },
        { with_keywords: '12345' },
      ];
      for (const parameters of impossible) {
        expect((await api.list('discover/tv', parameters)).total_results).toBe(0);
      }
    });

    it('answers date and year filters with an empty page, as the CSV has no dates', async () => {
      const dated: Record<string, string>[] = [
        { 'first_air_date.gte': '2024-01-01', 'first_air_date.lte': '2024-03-31' },
        { 'air_date.gte': '2026-11-22' },
        { first_air_date_year: '2016' },
      ];
      for (const parameters of dated) {
        expect(await api.list('discover/tv', parameters)).toMatchObject({
          results: [],
          total_results: 0,
          total_pages: 1,
        });
      }
      expect((await api.list('discover/movie', { primary_release_year: '2016' })).results).toEqual(
        [],
      );
      const byDate = await api.list('discover/tv', { sort_by: 'first_air_date.desc' });
      expect(ids(byDate)).toEqual(ids(await api.list('discover/tv')));
    });

    it('caps total_pages at 500 and serves page 500', async () => {
      const last = await api.list('discover/tv', { include_adult: 'true', page: '500' });
      expect(last.total_pages).toBeLessThanOrEqual(500);
      expect(last.page).toBe(500);
    });
  });

  describe('genre lists', () => {
    it('lists one genre set under MyAnimeList names, never one found only on adult titles', async () => {
      const { genres: tv } = await api.ok<{ genres: Genre[] }>('genre/tv/list');
      const { genres: movie } = await api.ok<{ genres: Genre[] }>('genre/movie/list');
      const shared = [
        { id: 28, name: 'Action' },
        { id: 12, name: 'Adventure' },
        { id: 878, name: 'Sci-Fi' },
        { id: 14, name: 'Fantasy' },
        { id: 53, name: 'Suspense' },
      ];
      expect(tv).toEqual(expect.arrayContaining([...shared, { id: 1_000_011, name: 'Mecha' }]));
      expect(movie).toEqual(expect.arrayContaining(shared));
      const names = [...tv, ...movie].map((genre) => genre.name);
      for (const other of ['Hentai', 'Animation', 'Action & Adventure', 'Sci-Fi & Fantasy']) {
        expect(names).not.toContain(other);
      }
      // The 2017 names are gone into today's.
      for (const old of ['Cars', 'Dementia', 'Shoujo Ai', 'Thriller', 'Science Fiction']) {
        expect(names).not.toContain(old);
      }
    });
  });

  describe('details', () => {
    it('answers tv/{id} with TMDB TV details plus the offline extras', async () => {
      const details = await api.ok<TvDetails>('tv/918');
      expect(details).toMatchObject({
        id: 918,
        name: 'Gintama',
        original_name: 'Gintama',
        overview: '',
        poster_path: null,
        first_air_date: null,
        number_of_episodes: 201,
        number_of_seasons: 1,
        next_episode_to_air: null,
        last_episode_to_air: null,
        original_language: 'ja',
        origin_country: ['JP'],
        vote_average: 9.04,
        format: 'TV',
        sources: ['https://myanimelist.net/anime/918'],
        seasons: [{ season_number: 1, name: 'Season 1', episode_count: 201, air_date: null }],
      });
      expect(details.genres.map((genre) => genre.name)).not.toContain('Animation');
      expect(details.genres).toContainEqual({ id: 1_000_016, name: 'Samurai' });
      expect(details).not.toHaveProperty('synonyms');
      expect(details).not.toHaveProperty('tags');
      const related = details.related ?? [];
      expect(related.map((item) => item.id)).toEqual(expect.arrayContaining([9969, 28977, 15335]));
      expect(related.find((item) => item.id === 15335)).toMatchObject({ media_type: 'movie' });
    });

    it('leaves episodes and seasons empty when the count is unknown', async () => {
      const id = counts(
        "SELECT min(id) AS n FROM titles WHERE media_type = 'tv' AND episodes IS NULL AND adult = 0",
      );
      const details = await api.ok<TvDetails>(`tv/${id}`);
      expect(details).toMatchObject({
        number_of_episodes: null,
        number_of_seasons: null,
        seasons: [],
      });
      expect((await api.get(`tv/${id}/season/1`)).status).toBe(404);
    });

    it('answers movie/{id} with TMDB movie details', async () => {
      const details = await api.ok<MovieDetails>('movie/32281');
      expect(details).toMatchObject({
        id: 32281,
        title: 'Kimi no Na wa.',
        original_title: 'Kimi no Na wa.',
        release_date: null,
        runtime: null,
        format: 'MOVIE',
      });
    });

    it("answers TMDB's 404 for unknown ids and ids of the other media type", async () => {
      for (const path of ['tv/32281', 'movie/918', 'tv/999999999', 'tv/918/season/2']) {
        expect(await api.get(path)).toEqual({ status: 404, body: NOT_FOUND });
      }
      expect((await api.get('tv/918/season/0')).status).toBe(404);
      expect((await api.get('tv/32281/season/1')).status).toBe(404);
    });

    it('answers many titles’ basics in one query, each as its details give it, null for none', async () => {
      const keys = [
        { media_type: 'tv', id: 918 },
        { media_type: 'movie', id: 32281 },
        { media_type: 'movie', id: 918 },
        { media_type: 'tv', id: 999_999_999 },
      ] as const;
      const answer = await provider.get({ kind: 'title-basics', keys: [...keys] }, {});
      expect(answer.status).toBe(200);
      const { results } = answer.body as TitleBasicsAnswer;
      const show = await api.ok<TvDetails>('tv/918');
      const film = await api.ok<MovieDetails>('movie/32281');
      const basics = ['id', 'overview', 'poster_path', 'vote_average', 'genres', 'external_ids'];
      const part = (details: object, names: string[]) =>
        Object.fromEntries(names.map((name) => [name, details[name as keyof typeof details]]));
      expect(results).toEqual([
        part(show, [...basics, 'name', 'first_air_date']),
        part(film, [...basics, 'title', 'release_date']),
        null,
        null,
      ]);
      expect(show.genres.length).toBeGreaterThan(0);
    });

    it('answers many titles’ names by kind in one query, null for a title it does not have', async () => {
      const keys = [
        { media_type: 'tv', id: 918 },
        { media_type: 'movie', id: 32281 },
        { media_type: 'movie', id: 918 },
      ] as const;
      const answer = await provider.get({ kind: 'title-names', keys: [...keys] }, {});
      expect(answer).toEqual({
        status: 200,
        body: {
          // The CSV knows MyAnimeList's main titles only: no English or Japanese ones.
          results: [{ romaji: 'Gintama' }, { romaji: 'Kimi no Na wa.' }, null],
        },
      });
    });

    it('answers 404 to a look-up by TVDB or IMDb id, which the catalogue does not keep', async () => {
      for (const source of ['tvdb_id', 'imdb_id'] as const) {
        const found = await provider.get({ kind: 'find', source, externalId: '349232' }, {});
        expect(found).toEqual({ status: 404, body: NOT_FOUND });
      }
    });

    it('answers tv/{id}/season/1 with numbered, undated episodes', async () => {
      const season = await api.ok<SeasonDetails>('tv/918/season/1');
      expect(season).toMatchObject({ id: 918, season_number: 1, name: 'Season 1', air_date: null });
      expect(season.episodes).toHaveLength(201);
      expect(season.episodes[0]).toMatchObject({
        episode_number: 1,
        name: 'Episode 1',
        air_date: null,
        season_number: 1,
        show_id: 918,
      });
      expect(season.episodes[200]?.name).toBe('Episode 201');
      expect(new Set(season.episodes.map((episode) => episode.id)).size).toBe(201);
    });
  });
});

describe('the offline provider over an anime-offline-database build', () => {
  let provider: SwappableCatalogue;
  let api: ReturnType<typeof client>;
  beforeAll(() => {
    const file = directory.file('aod.db');
    buildFrom(OFFLINE_DATABASE_FIXTURE, file);
    provider = pooledCatalogue(file);
    api = client(provider);
  });
  afterAll(() => provider.close());

  it('reports posters and seasons and the ODbL credit', () => {
    expect(provider.capabilities).toEqual({ posters: true, airDates: false, seasons: true });
    expect(provider.attributions[0]?.url).toBe(
      'https://github.com/manami-project/anime-offline-database',
    );
  });

  it('carries pictures as absolute URLs and dates at season precision', async () => {
    const page = await api.list('search/tv', { query: 'gintama' });
    expect(page.results[0]).toMatchObject({
      id: 918,
      poster_path: 'https://cdn.myanimelist.net/images/anime/10/73274.jpg',
      first_air_date: '2006-04-01',
    });
  });

  it('finds titles by synonym, in any script', async () => {
    expect(ids(await api.list('search/multi', { query: 'silver soul' }))).toEqual([918]);
    expect(ids(await api.list('search/multi', { query: '銀魂' }))).toEqual([918]);
    // The second season, which this catalogue cannot group under its show, follows the first.
    expect(ids(await api.list('search/multi', { query: 'frieren beyond' }))).toEqual([
      52991, 59978,
    ]);
  });

  it('honours the year in typed searches', async () => {
    expect(ids(await api.list('search/tv', { query: 'gintama', year: '2011' }))).toEqual([9969]);
  });

  it('filters discover by season ranges, years and airing dates', async () => {
    const fall2023 = await api.list('discover/tv', {
      'first_air_date.gte': '2023-10-01',
      'first_air_date.lte': '2023-12-31',
    });
    expect(ids(fall2023)).toEqual([52991]);
    expect(ids(await api.list('discover/tv', { first_air_date_year: '2006' }))).toEqual([918]);
    expect(ids(await api.list('discover/movie', { primary_release_year: '2013' }))).toEqual([
      15335,
    ]);
    const airing = await api.list('discover/tv', {
      'air_date.gte': '2026-11-22',
      'air_date.lte': '2027-02-20',
    });
    expect(ids(airing)).toEqual([21]);
    const newest = await api.list('discover/tv', { sort_by: 'first_air_date.desc' });
    const dates = newest.results.map((item) => item.first_air_date).filter(Boolean);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.results.at(-1)?.first_air_date).toBe('');
  });

  it('hides the adult title unless asked', async () => {
    expect(ids(await api.list('discover/tv'))).not.toContain(11879);
    expect(ids(await api.list('discover/tv', { include_adult: 'true' }))).toContain(11879);
  });

  it('gives details with synonyms, studios, tags, runtime and linked relations', async () => {
    const details = await api.ok<TvDetails>('tv/918');
    expect(details).toMatchObject({
      first_air_date: '2006-04-01',
      status: 'Ended',
      in_production: false,
      episode_run_time: [24],
      synonyms: ['Gin Tama', 'Silver Soul', '銀魂'],
      studios: ['Sunrise'],
      tags: expect.arrayContaining(['samurai', 'shounen']) as string[],
      poster_path: 'https://cdn.myanimelist.net/images/anime/10/73274.jpg',
    });
    expect(details.related?.map((item) => item.id)).toEqual([9969, 15335]);
    const ongoing = await api.ok<TvDetails>('tv/21');
    expect(ongoing).toMatchObject({
      status: 'Returning Series',
      in_production: true,
      number_of_episodes: null,
      seasons: [],
      next_episode_to_air: null,
    });
    const movie = await api.ok<MovieDetails>('movie/15335');
    expect(movie).toMatchObject({ runtime: 110, release_date: '2013-07-01', status: 'Released' });
  });
});

describe('opening a catalogue', () => {
  it('names the fix when the file is missing or not a catalogue', () => {
    expect(() => OfflineCatalogueProvider.open(directory.file('missing.db'))).toThrow(
      /npm run catalogue:build/,
    );
    const other = directory.file('other.db');
    new SQLite(other).exec('CREATE TABLE x (id INTEGER)');
    expect(() => OfflineCatalogueProvider.open(other)).toThrow(CatalogueFileError);
  });
});
