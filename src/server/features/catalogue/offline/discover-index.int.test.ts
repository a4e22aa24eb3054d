import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueReadsDuring, readsWholeTable } from './catalogue-reads';
import { DISCOVER_ORDERS, type DiscoverOrderName } from './discover-orders';
import type { SwappableCatalogue } from '../updates/swappable-catalogue';
import { OfflineCatalogueProvider } from './offline-provider';
import {
  buildThreeSourceCatalogue,
  catalogueClient,
  pooledCatalogue,
  temporaryDirectory,
  type TemporaryDirectory,
} from './test-catalogues';

const TODAY = Date.parse('2026-11-20T00:00:00Z');
let directory: TemporaryDirectory;
let file: string;
let provider: SwappableCatalogue;
let api: ReturnType<typeof catalogueClient>;

beforeAll(() => {
  directory = temporaryDirectory();
  file = directory.file('three-sources.db');
  buildThreeSourceCatalogue(file);
  provider = pooledCatalogue(file, { now: () => TODAY });
  api = catalogueClient(provider);
  // A whole three-source build: a few seconds alone, minutes beside other suites on two cores.
}, 240_000);
afterAll(async () => {
  await provider.close();
  directory.remove();
});

/** The page SQLite finds by filtering and sorting every title, as discover did before its index. */
function sortedBySqlite(order: DiscoverOrderName, genre: number, page: number, year?: number) {
  const catalogue = new SQLite(file, { readonly: true });
  try {
    const from = `FROM titles t WHERE t.media_type = 'tv' AND t.show_id IS NULL AND t.adult = 0
      AND t.id IN (SELECT title_id FROM title_genres WHERE genre_id = :genre)
      ${year === undefined ? '' : 'AND t.year = :year'}`;
    const values = { genre, ...(year === undefined ? {} : { year }) };
    const ids = catalogue
      .prepare(`SELECT t.id ${from} ORDER BY ${DISCOVER_ORDERS[order]} LIMIT 20 OFFSET :offset`)
      .pluck()
      .all({ ...values, offset: (page - 1) * 20 });
    const total = catalogue.prepare(`SELECT count(*) ${from}`).pluck().get(values);
    return { ids, total };
  } finally {
    catalogue.close();
  }
}

/** The year with most titles of the genre: still a small part of the catalogue. */
function busiestYear(genre: number): number {
  const catalogue = new SQLite(file, { readonly: true });
  try {
    return catalogue
      .prepare(
        `SELECT t.year FROM titles t JOIN title_genres g ON g.title_id = t.id
         WHERE g.genre_id = ? AND t.media_type = 'tv' AND t.show_id IS NULL AND t.year IS NOT NULL
         GROUP BY t.year ORDER BY count(*) DESC, t.year LIMIT 1`,
      )
      .pluck()
      .get(genre) as number;
  } finally {
    catalogue.close();
  }
}

const SORTS: [string, DiscoverOrderName][] = [
  ['popularity.desc', 'popularity'],
  ['popularity.asc', 'popularityAscending'],
  ['vote_average.desc', 'score'],
  ['vote_count.asc', 'votesAscending'],
  ['name.desc', 'nameDescending'],
  ['first_air_date.asc', 'start'],
];
// Action, comedy, romance, and the genre every title has.
const GENRES = [28, 35, 10749, 16];

describe('discover through its stored index (decision 350)', () => {
  it.each(SORTS)('finds the page SQLite sorts for %s, by genre and page', async (sort, order) => {
    for (const genre of GENRES) {
      for (const page of [1, 3, 40]) {
        const answer = await api.list('discover/tv', {
          sort_by: sort,
          with_genres: String(genre),
          page: String(page),
        });
        const expected = sortedBySqlite(order, genre, page);
        expect(answer.results.map((item) => item.id)).toEqual(expected.ids);
        expect(answer.total_results).toBe(expected.total);
      }
    }
  });

  // Few titles match a genre in one year: their places in the order are sorted (decision 407).
  it.each(SORTS)(
    'finds the page SQLite sorts for %s, by genre, year and page',
    async (sort, order) => {
      const totals: number[] = [];
      for (const genre of GENRES) {
        const year = busiestYear(genre);
        for (const page of [1, 2, 5]) {
          const answer = await api.list('discover/tv', {
            sort_by: sort,
            with_genres: String(genre),
            first_air_date_year: String(year),
            page: String(page),
          });
          const expected = sortedBySqlite(order, genre, page, year);
          expect(answer.results.map((item) => item.id)).toEqual(expected.ids);
          expect(answer.total_results).toBe(expected.total);
          totals.push(Number(expected.total));
        }
      }
      // Every case matches some titles, and one more than two pages.
      expect(Math.min(...totals)).toBeGreaterThan(0);
      expect(Math.max(...totals)).toBeGreaterThan(40);
    },
  );

  it('reads no whole table for Trending, top rated, upcoming, filters or a far page', async () => {
    const requests: Record<string, string>[] = [
      { sort_by: 'trending.desc', page: '1' },
      { sort_by: 'vote_average.desc', 'vote_count.gte': '200', page: '2' },
      { sort_by: 'popularity.desc', with_genres: '28,35|10749', without_genres: '18', page: '500' },
      { 'air_date.gte': '2026-11-20', 'air_date.lte': '2026-12-04', first_air_date_year: '2026' },
      { sort_by: 'first_air_date.desc', 'vote_average.gte': '7', page: '3' },
    ];
    // The statements a query thread runs, run here where they can be watched.
    const inProcess = OfflineCatalogueProvider.open(file, () => TODAY);
    const reads = await catalogueReadsDuring(file, async () => {
      for (const request of requests) await catalogueClient(inProcess).list('discover/tv', request);
    });
    inProcess.close();
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((read) => readsWholeTable(file, read))).toEqual([]);
  });
});
