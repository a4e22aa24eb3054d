import { EyeIcon } from '../../ui/card-icons';
import { useCallback } from 'react';
import { loadMessageGroups } from '../../i18n/i18n';
import { useMessages } from '../../i18n/messages';
import type { Title } from '../../lib/catalogue/titles';
import { useDeferredDialog, type DeferredDialogProps } from '../../shell/deferred-dialog';
import { CardTrackButton } from '../lists/CardTrackButton';
import styles from './quick-view.module.css';

/**
 * A card's actions: add to My Lists, and the quick view. Both dialogs' code loads on first use,
 * like the shell's dialogs.
 */
export function QuickViewButton({ title }: { title: Title }) {
  const t = useMessages();
  const load = useCallback(
    () =>
      Promise.all([import('./DetailModal'), loadMessageGroups(['detail', 'lists', 'genres'])]).then(
        ([{ DetailModal }]) =>
          function TitleQuickView(props: DeferredDialogProps) {
            return <DetailModal {...props} title={title} />;
          },
      ),
    [title],
  );
  const { triggerProps, dialog } = useDeferredDialog(load, t('common.quickView.loadFailed'));
  return (
    <div className={styles.cardActions}>
      <CardTrackButton title={title} className={`icon-button ${styles.cardButton}`} />
      <button
        {...triggerProps}
        className={`icon-button ${styles.cardButton}`}
        aria-label={t('common.quickView.open', { title: title.title })}
      >
        <EyeIcon size={18} />
      </button>
      {dialog}
    </div>
  );
}

/**
 * A card list's `renderAction` for these actions: one function for every list, so a list that
 * renders again with the same titles leaves the cards it has drawn alone (decision 265).
 */
export function quickViewAction(title: Title) {
  return <QuickViewButton title={title} />;
}
