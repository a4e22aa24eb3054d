import type { MediaType } from '../catalogue-types';
import { DEFAULT_EPISODE, DEFAULT_SEASON, type ListStatus } from '../tracked-title-basics';
import {
  FIRST_EPISODE,
  FIRST_SEASON,
  knownEpisodes,
  lastSeason,
  type Progress,
  type ProgressBounds,
} from './progress-bounds';

/** What the progress rules need to know of a title. */
export interface ProgressSubject {
  film: boolean;
  bounds: ProgressBounds;
}

/** A film is watched whole: it has no seasons or episodes to step through. */
export function isFilm(title: { media_type: MediaType; format?: string | null }) {
  return title.media_type === 'movie' || title.format === 'MOVIE';
}

export const NOTHING_WATCHED: Progress = { season: FIRST_SEASON, episode: FIRST_EPISODE };
/** A watched film, kept as one episode so that lists sorting or exporting progress stay whole. */
const FILM_WATCHED: Progress = { season: FIRST_SEASON, episode: 1 };

/**
 * Every episode watched: the last season's last episode. Null unless the catalogue counts the
 * last season it lists (a later season still uncounted or announced means the end is not known),
 * so nothing is invented.
 */
export function finalProgress(bounds: ProgressBounds): Progress | null {
  const season = lastSeason(bounds);
  const episodes = knownEpisodes(bounds, season);
  return episodes === null ? null : { season, episode: episodes };
}

/**
 * The progress a title takes on entering a list, or null to keep the one it has: Plan to Watch
 * is nothing watched yet, Completed is every episode; Watching, On-Hold and Dropped say nothing
 * about how far the viewer got.
 */
export function progressOnEntering(status: ListStatus, title: ProgressSubject): Progress | null {
  switch (status) {
    case 'planToWatch':
      return NOTHING_WATCHED;
    case 'completed':
      return title.film ? FILM_WATCHED : finalProgress(title.bounds);
    case 'watching':
    case 'onHold':
    case 'dropped':
      return null;
  }
}

/** A new title's progress: as it enters its list, else nothing watched for a film, else S1 · E1. */
export function progressOnAdding(status: ListStatus, title: ProgressSubject): Progress {
  return (
    progressOnEntering(status, title) ??
    (title.film ? NOTHING_WATCHED : { season: DEFAULT_SEASON, episode: DEFAULT_EPISODE })
  );
}

/** Watching has reached the last episode the catalogue counts: time to offer Completed. */
export function reachesTheEnd(
  status: ListStatus,
  progress: Progress,
  bounds: ProgressBounds,
): boolean {
  const final = finalProgress(bounds);
  return (
    status === 'watching' &&
    final !== null &&
    progress.season === final.season &&
    progress.episode >= final.episode
  );
}

/** A season to choose only where there is more than one (or progress already says season 2+). */
export function showsSeasonStepper(bounds: ProgressBounds, progress: Progress): boolean {
  return bounds.seasons > 1 || progress.season > FIRST_SEASON;
}
