import type { TvDetails } from '../catalogue-types';
import { TRACKED_LIMITS } from '../tracked-title-basics';
import { withListedEpisodes, type ListedEpisodes } from './listed-episodes';

export interface Progress {
  season: number;
  episode: number;
}

/**
 * How far progress may go: each known season's episode count. Where the catalogue knows
 * nothing, the server's own limits apply rather than invented ones.
 */
export interface ProgressBounds {
  /** season_number → episode_count, for the regular seasons whose episodes the catalogue counts. */
  episodesBySeason: ReadonlyMap<number, number>;
  /** The regular seasons the catalogue lists, counted or not; 0 when it lists none. */
  seasons: number;
}

export const UNKNOWN_BOUNDS: ProgressBounds = { episodesBySeason: new Map(), seasons: 0 };

/**
 * TMDB lists specials as season 0, and announced seasons (as does the offline catalogue for
 * seasons it has not counted) with 0 episodes: those bound the seasons but not the episodes.
 */
export function progressBoundsOf(
  details:
    | (Pick<TvDetails, 'seasons' | 'number_of_seasons' | 'number_of_episodes'> & ListedEpisodes)
    | null
    | undefined,
  storedEpisodes?: number | null,
): ProgressBounds {
  const episodesBySeason = new Map<number, number>();
  let seasons = 0;
  for (const season of details?.seasons ?? []) {
    if (season.season_number < 1) continue;
    seasons = Math.max(seasons, season.season_number);
    if (season.episode_count > 0) episodesBySeason.set(season.season_number, season.episode_count);
  }
  if (episodesBySeason.size === 0 && seasons <= 1) {
    const single = details && (details.number_of_seasons ?? 1) === 1;
    const episodes = single ? details.number_of_episodes : storedEpisodes;
    if (episodes && episodes > 0) episodesBySeason.set(1, episodes);
  }
  if (seasons === 0 && episodesBySeason.size > 0) seasons = 1;
  return withListedEpisodes({ episodesBySeason, seasons }, details);
}

export function lastSeason(bounds: ProgressBounds): number {
  const counted =
    bounds.episodesBySeason.size > 0 ? Math.max(...bounds.episodesBySeason.keys()) : 0;
  const last = Math.max(bounds.seasons, counted);
  return last > 0 ? last : TRACKED_LIMITS.season.max;
}

/** The season's episode count, or null when the catalogue does not know it. */
export function knownEpisodes(bounds: ProgressBounds, season: number): number | null {
  return bounds.episodesBySeason.get(season) ?? null;
}

export function lastEpisode(bounds: ProgressBounds, season: number): number {
  return knownEpisodes(bounds, season) ?? TRACKED_LIMITS.episode.max;
}

export const FIRST_SEASON = TRACKED_LIMITS.season.min;
/** Episode 0: the season is started but no episode is watched yet (as imports record it). */
export const FIRST_EPISODE = TRACKED_LIMITS.episode.min;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function clampProgress(progress: Progress, bounds: ProgressBounds): Progress {
  const season = clamp(Math.round(progress.season), FIRST_SEASON, lastSeason(bounds));
  return {
    season,
    episode: clamp(Math.round(progress.episode), FIRST_EPISODE, lastEpisode(bounds, season)),
  };
}

/** One episode on or back; null when that would pass the first or the known last episode. */
export function steppedEpisode(
  progress: Progress,
  delta: 1 | -1,
  bounds: ProgressBounds,
): Progress | null {
  const episode = progress.episode + delta;
  if (episode < FIRST_EPISODE || episode > lastEpisode(bounds, progress.season)) return null;
  return { season: progress.season, episode };
}

/**
 * How progress is written: English here (the server's words), the active language's in the app,
 * which passes its catalogue's words to the functions below so that their rules stay one.
 */
export interface ProgressWords {
  /** "S1 · E5" */
  short: (progress: Progress) => string;
  /** "Season 1, episode 5", for screen readers, which read "S1" as a word. */
  spoken: (progress: Progress) => string;
  /** "13 / 28", or "S2 · 3 / 12" with a season given. */
  ofTotal: (episode: number, total: number, season: number | null) => string;
  /** "Season 1, episode 13 of 28" */
  spokenOfTotal: (progress: Progress, total: number) => string;
}

export const ENGLISH_PROGRESS_WORDS: ProgressWords = {
  short: ({ season, episode }) => `S${season} · E${episode}`,
  spoken: ({ season, episode }) => `Season ${season}, episode ${episode}`,
  ofTotal: (episode, total, season) =>
    season === null ? `${episode} / ${total}` : `S${season} · ${episode} / ${total}`,
  spokenOfTotal: (progress, total) =>
    `Season ${progress.season}, episode ${progress.episode} of ${total}`,
};

/** "S1 · E5", as the lists screen writes progress. */
export function progressLabel(progress: Progress): string {
  return ENGLISH_PROGRESS_WORDS.short(progress);
}

/** The same for screen readers, which read "S1" as a word. */
export function progressSpoken(progress: Progress): string {
  return ENGLISH_PROGRESS_WORDS.spoken(progress);
}

/** "13 / 28" where the season's count is known ("S2 · 3 / 12" past the first), else as above. */
export function progressOfTotal(
  progress: Progress,
  total: number | null,
  words = ENGLISH_PROGRESS_WORDS,
): string {
  if (total === null) return words.short(progress);
  return words.ofTotal(progress.episode, total, progress.season > 1 ? progress.season : null);
}

/** The same for screen readers: "Season 1, episode 13 of 28". */
export function progressOfTotalSpoken(
  progress: Progress,
  total: number | null,
  words = ENGLISH_PROGRESS_WORDS,
): string {
  return total === null ? words.spoken(progress) : words.spokenOfTotal(progress, total);
}
