import { isAdultTitle } from '../../../../shared/adult-filter';
import type { TitleFormat } from '../../../../shared/catalogue-types';
import type { Candidate } from './candidate';
import { likenessReason, overlapOf } from './reason';
import { genreKey, genreProfile, STATUS_WEIGHTS, tasteWeight, type TasteItem } from './taste';

/** Weights of the signals in a candidate's score; the franchise one dominates on purpose. */
export const SIGNAL_WEIGHTS = {
  franchise: 3,
  content: 1,
  suggested: 0.5,
  neighbours: 1.2,
  quality: 0.35,
  popularity: 0.25,
} as const;

/**
 * Within a series, the next season or film is what "more of it" means; a recap special or a
 * music video is a lesser follow-up. Titles without a known format (TMDB) count in full.
 */
const INSTALMENT_WEIGHTS: Partial<Record<TitleFormat, number>> = {
  OVA: 0.85,
  SPECIAL: 0.75,
  MUSIC: 0.5,
};

function instalmentWeight(candidate: Candidate): number {
  const { format } = candidate.item;
  return format ? (INSTALMENT_WEIGHTS[format] ?? 1) : 1;
}

/** How much a pick is held back for each genre it shares with what is already picked. */
const REDUNDANCY_PENALTY = 0.35;
/** At most this many titles of one franchise per set, so one series cannot fill the page. */
export const MAX_PER_FRANCHISE = 2;

export interface RankingInput {
  taste: readonly TasteItem[];
  candidates: readonly Candidate[];
  /** Keys never to recommend: the user's titles and those shown in earlier sets. */
  excluded: ReadonlySet<string>;
  allowAdult: boolean;
  limit: number;
  /** Switches a signal off, for the benchmark's comparisons. */
  without?: ReadonlySet<keyof typeof SIGNAL_WEIGHTS>;
}

export interface RankedCandidate {
  candidate: Candidate;
  score: number;
  reason: string;
}

interface Scored {
  candidate: Candidate;
  score: number;
  signals: Record<keyof typeof SIGNAL_WEIGHTS, number>;
  franchiseSeed: TasteItem | null;
}

/** Genres found on nearly every title (Animation) tell nothing apart: rarer genres weigh more. */
function inverseFrequencies(
  candidates: readonly Candidate[],
  taste: readonly TasteItem[],
): Map<string, number> {
  const counts = new Map<string, number>();
  const lists = [...candidates.map((c) => c.genres), ...taste.map((t) => t.genres)];
  for (const genres of lists) {
    for (const genre of new Set(genres.map(genreKey))) {
      counts.set(genre, (counts.get(genre) ?? 0) + 1);
    }
  }
  const total = lists.length;
  return new Map([...counts].map(([genre, count]) => [genre, Math.log((total + 1) / (count + 1))]));
}

function contentSimilarity(
  genres: readonly string[],
  profile: ReadonlyMap<string, number>,
  idf: ReadonlyMap<string, number>,
  profileNorm: number,
): number {
  if (profileNorm === 0) return 0;
  let dot = 0;
  let norm = 0;
  for (const genre of new Set(genres.map(genreKey))) {
    const weight = idf.get(genre) ?? 0;
    dot += (profile.get(genre) ?? 0) * weight * weight;
    norm += weight * weight;
  }
  return norm === 0 ? 0 : dot / (Math.sqrt(norm) * profileNorm);
}

/** The user's title of the same series that says the most: completed beats watching beats planned. */
function franchiseSeedOf(candidate: Candidate, taste: readonly TasteItem[]): TasteItem | null {
  let seed: TasteItem | null = null;
  for (const item of taste) {
    const sameSeries =
      (item.key !== null && candidate.relatedTo.has(item.key)) ||
      (item.franchise !== null && item.franchise === candidate.franchise);
    if (!sameSeries) continue;
    if (seed === null || Math.abs(tasteWeight(item)) > Math.abs(tasteWeight(seed))) seed = item;
  }
  return seed;
}

function qualityOf(candidate: Candidate): number {
  const { vote_average: vote, vote_count: votes } = candidate.item;
  if (!vote || votes < 10) return 0;
  return Math.max(-1, Math.min(1, (vote - 6.5) / 2.5));
}

function scoreAll(input: RankingInput, idf: ReadonlyMap<string, number>): Scored[] {
  const { taste, candidates, without } = input;
  const profile = genreProfile(taste);
  let profileNorm = 0;
  for (const [genre, weight] of profile) profileNorm += (weight * (idf.get(genre) ?? 0)) ** 2;
  profileNorm = Math.sqrt(profileNorm);
  const weightByKey = new Map(
    taste.flatMap((item) => (item.key === null ? [] : [[item.key, tasteWeight(item)] as const])),
  );
  const maxNeighbourWeight = Math.max(0, ...candidates.map((c) => c.neighbours.weight));
  const maxPopularity = Math.max(1, ...candidates.map((c) => c.item.popularity));

  return candidates.map((candidate) => {
    const franchiseSeed = franchiseSeedOf(candidate, taste);
    let suggested = 0;
    for (const key of candidate.suggestedBy) suggested += Math.max(0, weightByKey.get(key) ?? 0);
    const signals = {
      franchise: franchiseSeed
        ? STATUS_WEIGHTS[franchiseSeed.status] * instalmentWeight(candidate)
        : 0,
      content: contentSimilarity(candidate.genres, profile, idf, profileNorm),
      suggested: Math.min(1.5, suggested),
      neighbours: maxNeighbourWeight > 0 ? candidate.neighbours.weight / maxNeighbourWeight : 0,
      quality: qualityOf(candidate),
      popularity: Math.log1p(candidate.item.popularity) / Math.log1p(maxPopularity),
    };
    let score = 0;
    for (const [signal, value] of Object.entries(signals) as [keyof typeof signals, number][]) {
      if (!without?.has(signal)) score += SIGNAL_WEIGHTS[signal] * value;
    }
    return { candidate, score, signals, franchiseSeed };
  });
}

function isEligible(candidate: Candidate, input: RankingInput): boolean {
  if (input.excluded.has(candidate.key)) return false;
  return input.allowAdult || !isAdultTitle(candidate.item);
}

/** Deterministic order: score, then popularity, then key, so equal lists give equal answers. */
function byScore(a: Scored, b: Scored): number {
  return (
    b.score - a.score ||
    b.candidate.item.popularity - a.candidate.item.popularity ||
    (a.candidate.key < b.candidate.key ? -1 : a.candidate.key > b.candidate.key ? 1 : 0)
  );
}

function sharedGenres(a: readonly string[], b: readonly string[]): number {
  const set = new Set(a.map(genreKey));
  return b.filter((genre) => set.has(genreKey(genre))).length;
}

/**
 * Greedy picking with diversity: each step takes the best score after a penalty for genres the
 * picks so far already cover, never more than MAX_PER_FRANCHISE of one series.
 */
function pickDiverse(scored: Scored[], limit: number): Scored[] {
  const picked: Scored[] = [];
  const perFranchise = new Map<string, number>();
  const remaining = [...scored];
  while (picked.length < limit && remaining.length > 0) {
    let bestIndex = -1;
    let bestValue = -Infinity;
    for (const [index, entry] of remaining.entries()) {
      const series = entry.candidate.franchise ?? entry.candidate.key;
      if ((perFranchise.get(series) ?? 0) >= MAX_PER_FRANCHISE) continue;
      const overlap = Math.max(
        0,
        ...picked.map((other) => sharedGenres(entry.candidate.genres, other.candidate.genres)),
      );
      const value = entry.score - REDUNDANCY_PENALTY * Math.min(1, overlap / 4);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    }
    if (bestIndex < 0) break;
    const [entry] = remaining.splice(bestIndex, 1);
    if (!entry) break;
    const series = entry.candidate.franchise ?? entry.candidate.key;
    perFranchise.set(series, (perFranchise.get(series) ?? 0) + 1);
    picked.push(entry);
  }
  return picked;
}

const FRANCHISE_REASONS: Record<TasteItem['status'], (title: string) => string> = {
  favourite: (title) => `More of ${title}, one of your favourites`,
  completed: (title) => `Because you completed ${title}`,
  watching: (title) => `More of ${title}, which you are watching`,
  picked: (title) => `Same series as ${title}, which you picked`,
  pickedGenre: (title) => `From ${title}, a genre you enjoy`,
  planToWatch: (title) => `Same series as ${title}, on your Plan to Watch list`,
  onHold: (title) => `Same series as ${title}, which you have on hold`,
  dropped: (title) => `Same series as ${title}`,
};

/** The strongest signal, said in one line. */
function reasonFor(
  entry: Scored,
  taste: readonly TasteItem[],
  idf: ReadonlyMap<string, number>,
): string {
  const { candidate, signals, franchiseSeed } = entry;
  if (franchiseSeed && signals.franchise > 0) {
    return FRANCHISE_REASONS[franchiseSeed.status](franchiseSeed.title);
  }
  const { neighbours } = candidate;
  if (
    neighbours.count > 0 &&
    SIGNAL_WEIGHTS.neighbours * signals.neighbours >= SIGNAL_WEIGHTS.content * signals.content
  ) {
    const people = neighbours.count === 1 ? 'viewer' : 'viewers';
    const also = neighbours.sharedTitle
      ? ` who also watched ${neighbours.sharedTitle}`
      : ' with tastes like yours';
    return `Completed by ${neighbours.count} ${people}${also}`;
  }
  const liked = taste.filter((item) => tasteWeight(item) > 0);
  const suggester = liked.find((item) => item.key !== null && candidate.suggestedBy.has(item.key));
  if (suggester && signals.suggested >= signals.content)
    return `Because you liked ${suggester.title}`;
  const closest = liked
    .map((item) => ({ item, overlap: overlapOf(candidate, item, idf) }))
    .filter(({ overlap }) => overlap.weight > 0)
    .sort(
      (a, b) => b.overlap.weight - a.overlap.weight || tasteWeight(b.item) - tasteWeight(a.item),
    )[0];
  const likeness = closest && likenessReason(closest.item, closest.overlap);
  if (likeness) return likeness;
  return signals.quality > 0 ? 'Highly rated by viewers' : 'Popular with viewers';
}

/** The built-in recommender's choice: scored, filtered, diversified, each with its reason. */
export function rankCandidates(input: RankingInput): RankedCandidate[] {
  const idf = inverseFrequencies(input.candidates, input.taste);
  const eligible = scoreAll(input, idf)
    .filter((entry) => isEligible(entry.candidate, input) && entry.signals.franchise >= 0)
    .sort(byScore);
  return pickDiverse(eligible, input.limit).map((entry) => ({
    candidate: entry.candidate,
    score: entry.score,
    reason: reasonFor(entry, input.taste, idf),
  }));
}
