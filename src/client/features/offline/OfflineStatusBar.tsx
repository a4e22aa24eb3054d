import { WifiOff, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { offlineStatus, subscribeOfflineStatus, type OfflineStatus } from './status-store';
import styles from './offline-status.module.css';

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

function replayText({ lastReplay }: OfflineStatus): string | null {
  if (!lastReplay) return null;
  const parts: string[] = [];
  if (lastReplay.sent.length > 0) {
    parts.push(`${changes(lastReplay.sent.length)} made offline reached the server.`);
  }
  if (lastReplay.refused.length > 0) {
    parts.push(
      `The server refused ${changes(lastReplay.refused.length)}; your lists show what it kept.`,
    );
  }
  return parts.join(' ');
}

function OfflineLine({ status }: { status: OfflineStatus }) {
  const waiting = status.pending > 0 ? ` ${changes(status.pending)} waiting to be sent.` : '';
  if (status.reachability === 'offline') {
    return (
      <p className={styles.line}>
        <WifiOff aria-hidden size={16} />
        <span>
          <strong>Offline.</strong> You see what this device saved; what it has not seen needs the
          server. List changes are kept here and sent when it is back.{waiting}
        </span>
      </p>
    );
  }
  return waiting ? <p className={styles.line}>{waiting.trim()}</p> : null;
}

/** The offline indicator, what happened to changes made offline, and the new-version prompt. */
export function OfflineStatusBar() {
  const status = useSyncExternalStore(subscribeOfflineStatus, offlineStatus);
  const [dismissedReplay, setDismissedReplay] = useState<OfflineStatus['lastReplay']>(null);
  const replay = status.lastReplay === dismissedReplay ? null : replayText(status);
  const { applyUpdate } = status;

  return (
    <aside className={styles.bar} aria-label="Connection and updates">
      <div role="status" aria-live="polite">
        <OfflineLine status={status} />
        {replay && (
          <p className={styles.line}>
            <span>{replay}</span>
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss message"
              onClick={() => setDismissedReplay(status.lastReplay)}
            >
              <X aria-hidden size={16} />
            </button>
          </p>
        )}
      </div>
      {applyUpdate && (
        <div className={styles.update} role="status">
          <p>A new version of Tsuzuki is available.</p>
          <button type="button" className={styles.action} onClick={applyUpdate}>
            Reload to update
          </button>
        </div>
      )}
    </aside>
  );
}
