import { LIST_STATUS_LABELS } from '../../../shared/tracked-title-basics';
import type { TrackedTitle } from '../../../shared/tracked-title';
import type { TrackedMark } from '../../lib/tracked-marks';
import { isFilm } from '../../../shared/progress/progress-rules';
import { progressOfTotal } from '../../../shared/progress/progress-bounds';

/** Progress worth a card's corner: how far a series is watched, not where a plan or a film is. */
function progressText(item: TrackedTitle): string | null {
  if (isFilm(item) || item.status === 'planToWatch' || item.status === 'completed') return null;
  const { current_season: season, current_episode: episode, episodes } = item;
  if (season > 1) return `S${season} · E${episode}`;
  return episodes ? progressOfTotal({ season, episode }, episodes) : `E${episode}`;
}

export function trackedMarkOf(item: TrackedTitle): TrackedMark {
  return {
    status: item.status,
    label: LIST_STATUS_LABELS[item.status],
    progress: progressText(item),
  };
}

/** Every tracked title's mark, by the key cards use ("tv:5114"). */
export function trackedMarksOf(items: Iterable<TrackedTitle>): Map<string, TrackedMark> {
  const marks = new Map<string, TrackedMark>();
  for (const item of items) marks.set(`${item.media_type}:${item.id}`, trackedMarkOf(item));
  return marks;
}
