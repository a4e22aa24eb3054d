import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueReadsDuring, readsWholeTable } from './catalogue-reads';
import { CatalogueStore } from './catalogue-store';
import type { SwappableCatalogue } from '../updates/swappable-catalogue';
import { OfflineCatalogueProvider } from './offline-provider';
import { wordPrefixMatch } from './search';
import { compactForSearch, normaliseForSearch } from './search-text';
import {
  buildThreeSourceCatalogue,
  catalogueClient,
  pooledCatalogue,
  temporaryDirectory,
  type TemporaryDirectory,
} from './test-catalogues';

/** Romaji, English, Japanese and run-together names, whole and in part (issues 31 and 33). */
const QUERIES = [
  'sousou no frieren',
  'Sousou no Frieren 2nd Season',
  'frieren beyond',
  'frieren',
  'フリーレン',
  '葬送のフリーレン',
  'spyxfamily',
  'spy x family',
  'SPY×FAMILY',
  'dandadan',
  'hells paradise',
  'gintama',
  'silver soul',
  '銀魂',
  'shingeki no kyo',
  'attack on titan',
  'STEINS;GATE',
  'tiger & bunny',
  'mo dao zu shi',
  'reren',
  'ieren',
  'naruto',
  'no game no life',
  'kimi n',
];

let directory: TemporaryDirectory;
let file: string;
let provider: SwappableCatalogue;
let api: ReturnType<typeof catalogueClient>;

beforeAll(() => {
  directory = temporaryDirectory();
  file = directory.file('three-sources.db');
  buildThreeSourceCatalogue(file);
  provider = pooledCatalogue(file);
  api = catalogueClient(provider);
});
afterAll(async () => {
  await provider.close();
  directory.remove();
});

/** What search found before the index: every title read, the query looked for in its names. */
function foundByReadingEveryTitle(query: string): number[] {
  const catalogue = new SQLite(file, { readonly: true });
  try {
    const rows = catalogue
      .prepare(
        `SELECT t.id FROM titles t
         WHERE (t.id IN (SELECT rowid FROM titles_search WHERE titles_search MATCH :match)
           OR instr(t.search_compact, :compact) > 0)
         AND t.show_id IS NULL AND t.adult = 0 ORDER BY t.id`,
      )
      .all({
        match: wordPrefixMatch(normaliseForSearch(query)),
        compact: compactForSearch(query),
      }) as { id: number }[];
    return rows.map((row) => row.id);
  } finally {
    catalogue.close();
  }
}

async function foundBySearch(query: string): Promise<number[]> {
  const first = await api.list('search/multi', { query });
  const ids = first.results.map((item) => item.id);
  for (let page = 2; page <= first.total_pages; page++) {
    const next = await api.list('search/multi', { query, page: String(page) });
    ids.push(...next.results.map((item) => item.id));
  }
  return ids;
}

describe('offline search through its indexes', () => {
  it.each(QUERIES)(
    'finds for "%s" exactly the titles a read of every title finds',
    async (query) => {
      const found = await foundBySearch(query);
      expect(found.length).toBeGreaterThan(0);
      expect([...found].sort((a, b) => a - b)).toEqual(foundByReadingEveryTitle(query));
    },
  );

  it('ranks the names it finds inside others as before', async () => {
    expect((await foundBySearch('sousou no frieren'))[0]).toBe(52991);
    expect((await foundBySearch('フリーレン'))[0]).toBe(52991);
    expect((await foundBySearch('spyxfamily')).slice(0, 2)).toEqual([50265, 53888]);
    expect((await foundBySearch('dandadan'))[0]).toBe(57334);
    expect((await foundBySearch('hells paradise'))[0]).toBe(46569);
  });

  it('finds a name a short query starts or ends, and names with a word it starts', async () => {
    for (const query of ['ko', 'gi', 'ma']) {
      const compact = compactForSearch(query);
      const catalogue = new SQLite(file, { readonly: true });
      const expected = (
        catalogue
          .prepare(
            `SELECT t.id FROM titles t
             WHERE (t.id IN (SELECT rowid FROM titles_search WHERE titles_search MATCH :match)
               OR instr(t.search_compact, '|' || :compact) > 0
               OR instr(t.search_compact, :compact || '|') > 0)
             AND t.show_id IS NULL AND t.adult = 0 ORDER BY t.id`,
          )
          .all({ match: wordPrefixMatch(query), compact }) as { id: number }[]
      ).map((row) => row.id);
      catalogue.close();
      expect(expected.length).toBeGreaterThan(20);
      const found = (await api.list('search/multi', { query })).total_results;
      expect(found).toBe(expected.length);
    }
  });

  it('finds a whole compact name as a read of every title does', () => {
    const catalogue = new SQLite(file, { readonly: true });
    const rows = catalogue.prepare('SELECT id, search_compact FROM titles ORDER BY id').all() as {
      id: number;
      search_compact: string;
    }[];
    catalogue.close();
    const titlesByName = new Map<string, number[]>();
    for (const row of rows) {
      for (const name of new Set(row.search_compact.split('|').filter(Boolean))) {
        titlesByName.set(name, [...(titlesByName.get(name) ?? []), row.id]);
      }
    }
    const names = [...titlesByName.keys()].filter((_, index) => index % 20 === 0);
    expect(names.length).toBeGreaterThan(300);
    const store = CatalogueStore.open(file);
    try {
      for (const name of [...names, ...names.map((whole) => whole.slice(1)).filter(Boolean)]) {
        const found = store.byCompactName(name).map((row) => row.id);
        expect(found).toEqual(titlesByName.get(name) ?? []);
      }
    } finally {
      store.close();
    }
  });

  it('ranks a bounded share of a query matching thousands, its exact name first', async () => {
    const catalogue = new SQLite(file, { readonly: true });
    const everyMatch = (
      catalogue
        .prepare(
          `SELECT count(*) AS total FROM titles t
           WHERE t.id IN (SELECT rowid FROM titles_search WHERE titles_search MATCH '"k"*')
           AND t.show_id IS NULL AND t.adult = 0`,
        )
        .get() as { total: number }
    ).total;
    catalogue.close();
    expect(everyMatch).toBeGreaterThan(2000);
    const found = await api.list('search/multi', { query: 'k' });
    expect(found.results[0]?.id).toBe(14467);
    expect(found.total_results).toBeLessThan(everyMatch);
    expect(found.total_results).toBeGreaterThan(1000);
  });

  it('ranks and counts the matches in one pass, and still counts them past the last page', async () => {
    const first = await api.list('search/tv', { query: 'naruto' });
    const second = await api.list('search/tv', { query: 'naruto', page: '2' });
    const beyond = await api.list('search/tv', { query: 'naruto', page: '40' });
    expect(first.total_results).toBeGreaterThan(20);
    expect(second.total_results).toBe(first.total_results);
    expect(second.results.map((item) => item.id)).not.toContain(first.results[0]?.id);
    expect(beyond).toMatchObject({ results: [], total_results: first.total_results });
  });

  it('never reads every title to answer a search', async () => {
    // The statements a query thread runs, run here where they can be watched.
    const inProcess = OfflineCatalogueProvider.open(file);
    const local = catalogueClient(inProcess);
    const reads = await catalogueReadsDuring(file, async () => {
      for (const query of [...QUERIES, 'ko', 'k']) {
        await local.list('search/multi', { query });
        await local.list('search/tv', { query, year: '2023', include_adult: 'true' });
      }
    });
    inProcess.close();
    expect(reads.length).toBeGreaterThan(QUERIES.length);
    const distinct = new Map(reads.map((read) => [read.sql, read]));
    const scans = [...distinct.values()].filter((read) => readsWholeTable(file, read));
    expect(scans.map((read) => read.sql)).toEqual([]);
  });
});
