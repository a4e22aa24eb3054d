import { Eye } from 'lucide-react';
import { useCallback } from 'react';
import type { Title } from '../../lib/catalogue/titles';
import { useDeferredDialog, type DeferredDialogProps } from '../../shell/deferred-dialog';
import styles from './quick-view.module.css';

/** Opens a title's quick view; the dialog's code loads on first use, like the shell's dialogs. */
export function QuickViewButton({ title }: { title: Title }) {
  const load = useCallback(
    () =>
      import('./DetailModal').then(
        ({ DetailModal }) =>
          function TitleQuickView(props: DeferredDialogProps) {
            return <DetailModal {...props} title={title} />;
          },
      ),
    [title],
  );
  const { triggerProps, dialog } = useDeferredDialog(
    load,
    'The quick view could not be loaded. Check your connection and try again.',
  );
  return (
    <>
      <button
        {...triggerProps}
        className={`icon-button ${styles.quickView}`}
        aria-label={`Quick view: ${title.title}`}
      >
        <Eye aria-hidden size={18} />
      </button>
      {dialog}
    </>
  );
}
