import type { ListStatus, TrackedTitle } from '../../../../shared/tracked-title';
import type { Progress } from '../progress-bounds';

/** What a list entry's controls do; the lists screen carries them out and reports the outcome. */
export interface EntryActions {
  step: (item: TrackedTitle, progress: Progress) => void;
  editProgress: (item: TrackedTitle) => void;
  move: (item: TrackedTitle, status: ListStatus) => void;
  remove: (item: TrackedTitle) => void;
}
