import type { TrackedTitle } from '../../../shared/tracked-title';
import { isFilm } from '../../../shared/progress/progress-rules';

/** How many titles home offers to continue. */
export const CONTINUE_COUNT = 12;

/** The series being watched, the one touched last first: what home offers to continue. */
export function continueWatching(items: Iterable<TrackedTitle>): TrackedTitle[] {
  const watching: TrackedTitle[] = [];
  for (const item of items) {
    if (item.status === 'watching' && !isFilm(item)) watching.push(item);
  }
  watching.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  return watching.slice(0, CONTINUE_COUNT);
}
