import { WifiOff, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useMessages, type Translate } from '../../i18n/messages';
import { offlineStatus, subscribeOfflineStatus, type OfflineStatus } from './status-store';
import styles from './offline-status.module.css';

function replayText(t: Translate, { lastReplay }: OfflineStatus): string | null {
  if (!lastReplay) return null;
  const parts: string[] = [];
  if (lastReplay.sent.length > 0) {
    parts.push(t('offline.sent', { count: lastReplay.sent.length }));
  }
  if (lastReplay.refused.length > 0) {
    parts.push(t('offline.refused', { count: lastReplay.refused.length }));
  }
  return parts.join(' ');
}

function OfflineLine({ status }: { status: OfflineStatus }) {
  const t = useMessages();
  const waiting = status.pending > 0 ? t('offline.waiting', { count: status.pending }) : '';
  if (status.reachability === 'offline') {
    return (
      <p className={styles.line}>
        <WifiOff aria-hidden size={16} />
        <span>
          <strong>{t('offline.title')}</strong> {t('offline.text')}
          {waiting && ` ${waiting}`}
        </span>
      </p>
    );
  }
  return waiting ? <p className={styles.line}>{waiting}</p> : null;
}

/** The offline indicator, what happened to changes made offline, and the new-version prompt. */
export function OfflineStatusBar() {
  const t = useMessages();
  const status = useSyncExternalStore(subscribeOfflineStatus, offlineStatus);
  const [dismissedReplay, setDismissedReplay] = useState<OfflineStatus['lastReplay']>(null);
  const replay = status.lastReplay === dismissedReplay ? null : replayText(t, status);
  const { applyUpdate } = status;

  return (
    <aside className={styles.bar} aria-label={t('offline.bar.label')}>
      <div role="status" aria-live="polite">
        <OfflineLine status={status} />
        {replay && (
          <p className={styles.line}>
            <span>{replay}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('offline.dismiss')}
              onClick={() => setDismissedReplay(status.lastReplay)}
            >
              <X aria-hidden size={16} />
            </button>
          </p>
        )}
      </div>
      {applyUpdate && (
        <div className={styles.update} role="status">
          <p>{t('offline.update')}</p>
          <button type="button" className={styles.action} onClick={applyUpdate}>
            {t('offline.reload')}
          </button>
        </div>
      )}
    </aside>
  );
}
