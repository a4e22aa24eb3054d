import { X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import styles from './notice.module.css';

export interface Notice {
  tone: 'done' | 'error';
  text: string;
  /** Offered for a short while: Undo after a removal, Mark Completed at the last episode. */
  action?: { label: string; run: () => void };
}

/** Long enough to reach the action from the keyboard; errors stay until dismissed or replaced. */
const DONE_NOTICE_MS = 10_000;

export function useNotice(): [Notice | null, (notice: Notice | null) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (notice?.tone !== 'done') return;
    const timer = setTimeout(() => setNotice(null), DONE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, useCallback((next: Notice | null) => setNotice(next), [])];
}

/**
 * The outcome of list changes, read out by screen readers: the region is always in the page,
 * so a new message inside it is announced; failures as alerts.
 */
export function NoticeRegion({
  notice,
  onDismiss,
  floating = false,
}: {
  notice: Notice | null;
  onDismiss: () => void;
  floating?: boolean;
}) {
  const t = useMessages();
  return (
    <div className={floating ? styles.floating : undefined} role="status" aria-live="polite">
      {notice && (
        <div
          className={notice.tone === 'error' ? `${styles.notice} ${styles.error}` : styles.notice}
          role={notice.tone === 'error' ? 'alert' : undefined}
        >
          <p>{notice.text}</p>
          {notice.action && (
            <button
              type="button"
              className={styles.noticeAction}
              onClick={() => {
                notice.action?.run();
                onDismiss();
              }}
            >
              {notice.action.label}
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t('lists.notice.dismiss')}
            onClick={onDismiss}
          >
            <X aria-hidden size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
