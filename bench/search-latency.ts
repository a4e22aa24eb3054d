import { parseCatalogueEndpoint } from '../src/shared/catalogue-endpoints';
import { OfflineCatalogueProvider } from '../src/server/features/catalogue/offline/offline-provider';
import { percentile } from './report';

/**
 * What people type into the search box, as the overlay sends it: plain, + 'anime', + 'animated';
 * romaji, English and Japanese names, old and current titles.
 */
const TYPED = [
  'naruto',
  'one piece',
  'shingeki no kyojin',
  'death note',
  'fullmetal alchemist',
  'gintama',
  'steins gate',
  'code geass',
  'sword art online',
  'cowboy bebop',
  'evangelion',
  'dragon ball',
  'bleach',
  'one punch',
  'haikyuu',
  'kimi no na wa',
  'monogatari',
  'clannad',
  'toradora',
  'k-on',
  'hunter x hunter',
  'tokyo ghoul',
  'boku no hero',
  'mushishi',
  'sen to chihiro',
  'howl',
  'ghost in the shell',
  'akira',
  'pokemon',
  'detective conan',
  'lupin',
  'gundam',
  'macross',
  'nanoha',
  'haruhi',
  'lucky star',
  'spice and wolf',
  'no game no life',
  're:zero',
  'mob psycho',
  'frieren',
  'jujutsu kaisen',
  'spy x family',
  'dandadan',
  'chainsaw man',
  'solo leveling',
  'oshi no ko',
  'bocchi the rock',
  'demon slayer',
  'attack on titan',
  'your name',
  'hells paradise',
  'フリーレン',
  '呪術廻戦',
];

/** Every prefix from the 3-character minimum, the way a query grows while someone types. */
function realisticQueries(count: number): string[] {
  const queries: string[] = [];
  for (let round = 0; queries.length < count; round++) {
    for (const title of TYPED) {
      const length = Math.min(title.length, 3 + round);
      const typed = title.slice(0, length);
      queries.push(typed, `${typed} anime`, `${typed} animated`);
    }
  }
  return queries.slice(0, count);
}

export interface SearchLatency {
  searches: number;
  medianMs: number;
  p95Ms: number;
}

/** Runs `searches` search/multi calls against the built catalogue and times each. */
export async function measureSearchLatency(
  catalogueFile: string,
  searches = 1000,
): Promise<SearchLatency> {
  const provider = OfflineCatalogueProvider.open(catalogueFile);
  const endpoint = parseCatalogueEndpoint('search/multi');
  if (!endpoint) throw new Error('search/multi is no catalogue endpoint');
  try {
    const queries = realisticQueries(searches);
    // Warm the statement cache and the page cache, as a running server would have.
    for (const query of queries.slice(0, 20)) await provider.get(endpoint, { query });
    const timings: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      await provider.get(endpoint, { query, include_adult: 'false', page: '1' });
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    return {
      searches: timings.length,
      medianMs: percentile(timings, 0.5),
      p95Ms: percentile(timings, 0.95),
    };
  } finally {
    provider.close();
  }
}
