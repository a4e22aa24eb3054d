import type { MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import {
  progressBoundsOf,
  progressLabel,
  type Progress,
} from '../../../shared/progress/progress-bounds';
import { finalProgress } from '../../../shared/progress/progress-rules';
import type { TrackedFieldsPatch, TrackedTitle } from '../../../shared/tracked-title';

export type ProgressStep =
  { kind: 'write'; patch: TrackedFieldsPatch; said: string } | { kind: 'unchanged'; said: string };

const FILM_WATCHED: Progress = { season: 1, episode: 1 };

const isBefore = (a: Progress, b: Progress) =>
  a.season < b.season || (a.season === b.season && a.episode < b.episode);

/**
 * What a watched episode or film does to a tracked title (decision 160's rules, server side):
 * a title not tracked yet is added to Watching; progress never moves back; the last episode
 * the catalogue counts, or a film, marks it Completed. A title already Completed stays so.
 */
export function nextProgress(
  existing: TrackedTitle | null,
  watched: Progress | 'film',
  details: TvDetails | MovieDetails | null,
): ProgressStep {
  if (existing?.status === 'completed') {
    return { kind: 'unchanged', said: 'Already in Completed.' };
  }
  if (watched === 'film') {
    return {
      kind: 'write',
      patch: {
        status: 'completed',
        current_season: FILM_WATCHED.season,
        current_episode: FILM_WATCHED.episode,
      },
      said: 'Marked Completed.',
    };
  }
  if (existing) {
    const current = { season: existing.current_season, episode: existing.current_episode };
    if (!isBefore(current, watched)) {
      return {
        kind: 'unchanged',
        said: `Already at ${progressLabel(current)}, at or past ${progressLabel(watched)}.`,
      };
    }
  }
  const final = details && 'seasons' in details ? finalProgress(progressBoundsOf(details)) : null;
  const completes =
    final !== null && watched.season === final.season && watched.episode >= final.episode;
  return {
    kind: 'write',
    patch: {
      status: completes ? 'completed' : 'watching',
      current_season: watched.season,
      current_episode: watched.episode,
    },
    said: completes
      ? `Moved to ${progressLabel(watched)}, the last episode: marked Completed.`
      : `Moved to ${progressLabel(watched)}.`,
  };
}
