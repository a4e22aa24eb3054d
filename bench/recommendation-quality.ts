import SQLite from 'better-sqlite3';
import type { MediaType } from '../src/shared/catalogue-types';
import type { RecommendationItem } from '../src/shared/recommendations-api';
import { franchiseKey } from '../src/server/features/catalogue/offline/build/franchise';
import { OfflineCatalogueProvider } from '../src/server/features/catalogue/offline/offline-provider';
import { BuiltInRecommender } from '../src/server/features/recommendations/built-in/built-in-recommender';
import { candidateKey } from '../src/server/features/recommendations/built-in/candidate';
import { CatalogueReader } from '../src/server/features/catalogue/catalogue-reader';
import { percentile, type Figure } from './report';

const AT = 10;
const MIN_FRANCHISE = 3;
const MAX_FRANCHISE = 15;

interface Row {
  id: number;
  media_type: MediaType;
  name: string;
  genre_ids: string;
  score: number | null;
  popularity: number;
}

/** A small seeded generator (mulberry32), so every run draws the same lists. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Franchises of the catalogue, found by name ('Gintama', "Gintama'", 'Gintama°'), adult ones left out. */
function franchises(file: string): { members: Row[][]; byPopularity: Row[] } {
  const connection = new SQLite(file, { readonly: true });
  const rows = connection
    .prepare(
      'SELECT id, media_type, name, genre_ids, score, popularity FROM titles WHERE adult = 0',
    )
    .all() as Row[];
  connection.close();
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = franchiseKey(row.name);
    if (key) groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const members = [...groups.entries()]
    .filter(([, group]) => group.length >= MIN_FRANCHISE && group.length <= MAX_FRANCHISE)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, group]) => group.sort((a, b) => a.id - b.id));
  const byPopularity = [...rows].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  return { members, byPopularity };
}

function shuffled<Item>(items: Item[], random: () => number): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as Item, copy[index] as Item];
  }
  return copy;
}

/**
 * Hit rate at 10 on franchise hold-outs: a list of every title of one series but one, all
 * completed; a hit when the held-out title is among the first 10 recommendations. Beside it,
 * the same for the most popular titles alone and for the recommender without its franchise signal.
 */
export async function measureRecommendationQuality(file: string, lists = 300): Promise<Figure[]> {
  const provider = OfflineCatalogueProvider.open(file);
  const reader = new CatalogueReader(provider);
  const recommender = new BuiltInRecommender(reader, null);
  const random = seeded(20261123);
  const { members, byPopularity } = franchises(file);
  const sample = shuffled(members, random).slice(0, lists);
  const genreNames = {
    tv: await reader.genreNames('tv'),
    movie: await reader.genreNames('movie'),
  };

  let hits = 0;
  let hitsWithoutFranchise = 0;
  let popularityHits = 0;
  const timings: number[] = [];
  for (const group of sample) {
    const heldOut = group[Math.floor(random() * group.length)] as Row;
    const listed = group.filter((row) => row !== heldOut);
    const items: RecommendationItem[] = listed.map((row) => ({
      title: row.name,
      status: 'completed',
      genres: (JSON.parse(row.genre_ids) as number[]).flatMap(
        (id) => genreNames[row.media_type].get(id) ?? [],
      ),
      vote_average: row.score,
      id: row.id,
      media_type: row.media_type,
    }));
    const query = {
      userId: 'bench',
      items,
      own: [],
      exclude: new Set<string>(),
      excludeTitles: [],
      allowAdult: false,
      limit: AT,
      picks: { genres: [], titles: [] },
      includeExtras: true,
    };
    const target = candidateKey(heldOut.media_type, heldOut.id);
    const started = performance.now();
    const recommended = await recommender.recommend(query);
    timings.push(performance.now() - started);
    if (recommended.some((title) => candidateKey(title.media_type, title.id) === target)) hits += 1;
    const withoutFranchise = await recommender.recommend(query, {
      without: new Set(['franchise']),
    });
    if (withoutFranchise.some((title) => candidateKey(title.media_type, title.id) === target)) {
      hitsWithoutFranchise += 1;
    }
    const listedIds = new Set(listed.map((row) => row.id));
    const popular = byPopularity.filter((row) => !listedIds.has(row.id)).slice(0, AT);
    if (popular.some((row) => row.id === heldOut.id)) popularityHits += 1;
  }
  provider.close();

  const rate = (count: number) => `${((100 * count) / sample.length).toFixed(1)}%`;
  timings.sort((a, b) => a - b);
  return [
    {
      name: `recommendation hit rate at ${AT}, one title of a franchise held out (${sample.length} lists)`,
      measured: `built-in ${rate(hits)}, popularity-only baseline ${rate(popularityHits)}`,
      budget: 'above the baseline',
      withinBudget: hits > popularityHits,
    },
    {
      name: `  the same without the franchise signal (genres, similar titles, quality)`,
      measured: rate(hitsWithoutFranchise),
      budget: '',
      withinBudget: null,
    },
    {
      name: `built-in recommender time per set, offline catalogue`,
      measured: `median ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms`,
      budget: '',
      withinBudget: null,
    },
  ];
}
