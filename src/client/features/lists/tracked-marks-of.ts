import type { TrackedTitle } from '../../../shared/tracked-title';
import type { Translate } from '../../i18n/messages';
import type { TrackedMark } from '../../lib/tracked-marks';
import { isFilm } from '../../../shared/progress/progress-rules';
import { progressOfTotal } from '../../../shared/progress/progress-bounds';
import { episodeShort, listStatusLabel, progressWordsOf } from './list-words';

/** Progress worth a card's corner: how far a series is watched, not where a plan or a film is. */
function progressText(item: TrackedTitle, t: Translate): string | null {
  if (isFilm(item) || item.status === 'planToWatch' || item.status === 'completed') return null;
  const { current_season: season, current_episode: episode, episodes } = item;
  const progress = { season, episode };
  return season > 1 || !episodes
    ? episodeShort(t, progress)
    : progressOfTotal(progress, episodes, progressWordsOf(t));
}

export function trackedMarkOf(item: TrackedTitle, t: Translate): TrackedMark {
  return {
    status: item.status,
    label: listStatusLabel(t, item.status),
    progress: progressText(item, t),
  };
}

/** Every tracked title's mark in the active language, by the key cards use ("tv:5114"). */
export function trackedMarksOf(
  items: Iterable<TrackedTitle>,
  t: Translate,
): Map<string, TrackedMark> {
  const marks = new Map<string, TrackedMark>();
  for (const item of items) marks.set(`${item.media_type}:${item.id}`, trackedMarkOf(item, t));
  return marks;
}
