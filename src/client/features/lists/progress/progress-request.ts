import type { Progress, ProgressBounds } from '../../../../shared/progress/progress-bounds';

/** What the progress dialog is opened with. */
export interface ProgressRequest {
  title: string;
  showId: number;
  initial: Progress;
  /** The episode count a tracked title carries (AniList's episodes), used if the catalogue has none. */
  storedEpisodes?: number | null;
  saveLabel: string;
  /** With the bounds the dialog checked the progress against. */
  onSave: (progress: Progress, bounds: ProgressBounds) => void;
  /** Opens the score and notes of the season in view, over the dialog (a tracked title's). */
  onEditEntry?: (season: number) => void;
}
