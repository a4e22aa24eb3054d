import type { ListStatus, TrackedTitle } from '../../../../shared/tracked-title';
import type { Progress, ProgressBounds } from '../../../../shared/progress/progress-bounds';

/** What a list entry's controls do; the lists screen carries them out and reports the outcome. */
export interface EntryActions {
  /** `bounds`: the title's seasons and episodes as far as the catalogue knows them. */
  step: (item: TrackedTitle, progress: Progress, bounds: ProgressBounds) => void;
  editProgress: (item: TrackedTitle) => void;
  /** The score, dates and notes of the title's current season. */
  editEntry: (item: TrackedTitle) => void;
  move: (item: TrackedTitle, status: ListStatus, bounds: ProgressBounds) => void;
  remove: (item: TrackedTitle) => void;
}
