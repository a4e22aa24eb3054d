/*
 * How migration 0015 turns one tracked title and its progress changes into per-season entries
 * and "episodes watched at a time" history. Kept frozen beside the migration: later changes to
 * the list room's rules must not change what an old database becomes.
 */

export interface LegacyTitle {
  media_type: 'tv' | 'movie';
  status: string;
  current_season: number;
  current_episode: number;
  /** JSON text of the AniList extras (episodes, seriesDetails …), as tracked_titles keeps it. */
  extras: string | null;
  updated_at: number;
}

export interface LegacyMove {
  at: number;
  from_season: number | null;
  from_episode: number | null;
  to_season: number;
  to_episode: number;
}

export interface MovedEntry {
  season: number;
  status: string;
  progress: number;
}

/** Episodes first_episode..last_episode (inclusive) of one season, watched at `at` (null: undated). */
export interface MovedWatch {
  season: number;
  first_episode: number;
  last_episode: number;
  at: number | null;
}

type SeasonLength = (season: number) => number | null;

const positiveWhole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** The catalogue's season lengths the title carries, the same places the stats read them. */
export function seasonLengthsOf(extrasText: string | null): SeasonLength {
  const extras = (extrasText ? JSON.parse(extrasText) : {}) as Record<string, unknown>;
  const details = (extras.seriesDetails ?? {}) as Record<string, unknown>;
  const counts = new Map<number, number>();
  for (const season of Array.isArray(details.seasons) ? (details.seasons as unknown[]) : []) {
    const { season_number: number, episode_count: count } = (season ?? {}) as Record<
      string,
      unknown
    >;
    const length = positiveWhole(count);
    if (typeof number === 'number' && length !== null) counts.set(number, length);
  }
  const total = positiveWhole(extras.episodes);
  if (counts.size === 0 && total !== null) counts.set(1, total);
  return (season) => counts.get(season) ?? null;
}

/**
 * Per season, the watched ranges in the order they were watched. Moving forward watches the
 * episodes between the two positions (a left season's rest and the seasons skipped only where
 * their length is known, as decision 240 counted); moving back removes the highest episodes.
 */
class SeasonWatches {
  readonly bySeason = new Map<number, MovedWatch[]>();

  watchedIn(season: number): number {
    return (this.bySeason.get(season) ?? []).reduce(
      (sum, watch) => sum + watch.last_episode - watch.first_episode + 1,
      0,
    );
  }

  highestIn(season: number): number {
    const watches = this.bySeason.get(season) ?? [];
    return watches.reduce((highest, watch) => Math.max(highest, watch.last_episode), 0);
  }

  watch(season: number, through: number, at: number | null): void {
    const from = this.highestIn(season);
    if (through <= from) return;
    const watches = this.bySeason.get(season) ?? [];
    watches.push({ season, first_episode: from + 1, last_episode: through, at });
    this.bySeason.set(season, watches);
  }

  keepUpTo(season: number, through: number): void {
    const kept: MovedWatch[] = [];
    for (const watch of this.bySeason.get(season) ?? []) {
      if (watch.first_episode > through) continue;
      kept.push({ ...watch, last_episode: Math.min(watch.last_episode, through) });
    }
    this.bySeason.set(season, kept);
  }
}

function replay(moves: readonly LegacyMove[], lengthOf: SeasonLength): SeasonWatches {
  const watches = new SeasonWatches();
  for (const move of moves) {
    const fromSeason = move.from_season ?? 1;
    const fromEpisode = move.from_season === null ? 0 : (move.from_episode ?? 0);
    if (move.to_season < fromSeason) {
      watches.keepUpTo(move.to_season, move.to_episode);
      for (const season of [...watches.bySeason.keys()]) {
        if (season > move.to_season) watches.bySeason.delete(season);
      }
      continue;
    }
    if (move.to_season === fromSeason) {
      if (move.to_episode < fromEpisode) watches.keepUpTo(fromSeason, move.to_episode);
      else watches.watch(fromSeason, move.to_episode, move.at);
      continue;
    }
    watches.watch(fromSeason, lengthOf(fromSeason) ?? fromEpisode, move.at);
    for (let season = fromSeason + 1; season < move.to_season; season++) {
      const length = lengthOf(season);
      if (length !== null) watches.watch(season, length, move.at);
    }
    watches.watch(move.to_season, move.to_episode, move.at);
  }
  return watches;
}

/**
 * A title at season S, episode E becomes one entry per season up to S: the earlier ones
 * Completed (a show only reaches a later season past them) with their known length, else what
 * the history saw of them; season S keeps the title's status and E. The history is what the
 * changes watched, trimmed to the entries; episodes no dated change accounts for are undated.
 */
export function entriesFromTitle(
  title: LegacyTitle,
  moves: readonly LegacyMove[],
): { entries: MovedEntry[]; watches: MovedWatch[] } {
  const lengthOf = seasonLengthsOf(title.extras);
  const watches = replay(moves, lengthOf);
  const entries: MovedEntry[] = [];
  for (let season = 1; season <= title.current_season; season++) {
    const current = season === title.current_season;
    entries.push({
      season,
      status: current ? title.status : 'completed',
      progress: current ? title.current_episode : (lengthOf(season) ?? watches.highestIn(season)),
    });
  }
  const history: MovedWatch[] = [];
  for (const entry of entries) {
    watches.keepUpTo(entry.season, entry.progress);
    const dated = watches.bySeason.get(entry.season) ?? [];
    const watched = watches.watchedIn(entry.season);
    const missing = entry.progress - watched;
    if (missing > 0) history.push(...undatedGaps(entry, dated));
    history.push(...dated);
  }
  return { entries, watches: history };
}

/** The episodes 1..progress that no dated range covers, as undated ranges. */
function undatedGaps(entry: MovedEntry, dated: readonly MovedWatch[]): MovedWatch[] {
  const covered = [...dated].sort((a, b) => a.first_episode - b.first_episode);
  const gaps: MovedWatch[] = [];
  let next = 1;
  for (const watch of covered) {
    if (watch.first_episode > next) {
      gaps.push(gap(entry.season, next, watch.first_episode - 1));
    }
    next = Math.max(next, watch.last_episode + 1);
  }
  if (next <= entry.progress) gaps.push(gap(entry.season, next, entry.progress));
  return gaps;
}

const gap = (season: number, first: number, last: number): MovedWatch => ({
  season,
  first_episode: first,
  last_episode: last,
  at: null,
});
