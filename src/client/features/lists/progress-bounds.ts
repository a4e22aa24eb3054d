import type { TvDetails } from '../../../shared/catalogue-types';
import { TRACKED_LIMITS } from '../../../shared/tracked-title';

export interface Progress {
  season: number;
  episode: number;
}

/**
 * How far progress may go: each known season's episode count. Where the catalogue knows
 * nothing, the server's own limits apply rather than invented ones.
 */
export interface ProgressBounds {
  /** season_number → episode_count, for the regular seasons the catalogue lists. */
  episodesBySeason: ReadonlyMap<number, number>;
}

export const UNKNOWN_BOUNDS: ProgressBounds = { episodesBySeason: new Map() };

/** TMDB lists specials as season 0 and announced seasons with 0 episodes: neither bounds progress. */
export function progressBoundsOf(
  details:
    Pick<TvDetails, 'seasons' | 'number_of_seasons' | 'number_of_episodes'> | null | undefined,
  storedEpisodes?: number | null,
): ProgressBounds {
  const episodesBySeason = new Map<number, number>();
  for (const season of details?.seasons ?? []) {
    if (season.season_number >= 1 && season.episode_count > 0) {
      episodesBySeason.set(season.season_number, season.episode_count);
    }
  }
  if (episodesBySeason.size === 0) {
    const single = details && (details.number_of_seasons ?? 1) === 1;
    const episodes = single ? details.number_of_episodes : storedEpisodes;
    if (episodes && episodes > 0) episodesBySeason.set(1, episodes);
  }
  return { episodesBySeason };
}

export function lastSeason(bounds: ProgressBounds): number {
  if (bounds.episodesBySeason.size === 0) return TRACKED_LIMITS.season.max;
  return Math.max(...bounds.episodesBySeason.keys());
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

/** "S1 · E5", as the lists screen writes progress. */
export function progressLabel({ season, episode }: Progress): string {
  return `S${season} · E${episode}`;
}

/** The same for screen readers, which read "S1" as a word. */
export function progressSpoken({ season, episode }: Progress): string {
  return `Season ${season}, episode ${episode}`;
}
