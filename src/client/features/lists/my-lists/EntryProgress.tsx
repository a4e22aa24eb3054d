import { Minus, Pencil, Plus } from 'lucide-react';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import {
  knownEpisodes,
  progressOfTotal,
  progressOfTotalSpoken,
  steppedEpisode,
  type ProgressBounds,
} from '../../../../shared/progress/progress-bounds';
import { useMessages } from '../../../i18n/messages';
import { progressWordsOf } from '../list-words';
import type { EntryActions } from './entry-actions';
import styles from './my-lists.module.css';

/** "13 / 28" ("S1 · E13" while the count is unknown) with one-episode steps that stop at 0 and at the season's known last episode. */
export function EntryProgress({
  item,
  name,
  bounds,
  actions,
}: {
  item: TrackedTitle;
  /** As the row shows it, in the title language. */
  name: string;
  bounds: ProgressBounds;
  actions: EntryActions;
}) {
  const t = useMessages();
  const words = progressWordsOf(t);
  const progress = { season: item.current_season, episode: item.current_episode };
  const less = steppedEpisode(progress, -1, bounds);
  const more = steppedEpisode(progress, 1, bounds);
  const total = knownEpisodes(bounds, progress.season);
  return (
    <div className={styles.progress} role="group" aria-label={t('lists.entry.progress', { name })}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('lists.entry.less', { name })}
        disabled={!less}
        onClick={() => less && actions.step(item, less, bounds)}
      >
        <Minus aria-hidden size={16} />
      </button>
      <span className={styles.progressLabel}>
        <span aria-hidden>{progressOfTotal(progress, total, words)}</span>
        <span className="visually-hidden">{progressOfTotalSpoken(progress, total, words)}</span>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('lists.entry.more', { name })}
        disabled={!more}
        onClick={() => more && actions.step(item, more, bounds)}
      >
        <Plus aria-hidden size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('lists.entry.editProgress', { name })}
        aria-haspopup="dialog"
        onClick={() => actions.editProgress(item)}
      >
        <Pencil aria-hidden size={16} />
      </button>
    </div>
  );
}
