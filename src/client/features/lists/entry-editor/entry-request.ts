import type { TrackedTitleKey } from '../../../../shared/tracked-title';

/** What the entry editor is opened with. */
export interface EntryRequest {
  /** The title's name, as the screen shows it. */
  title: string;
  titleKey: TrackedTitleKey;
  /** The season in view: the list row's current season, the progress dialog's season. */
  season: number;
  /** The title page offers each season the title keeps an entry for. */
  chooseSeason?: boolean;
}
