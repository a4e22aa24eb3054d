import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './status-message.module.css';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.box} role="status">
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <AlertTriangle aria-hidden size={28} className={styles.warning} />
      <p className={styles.title}>{message}</p>
      <p className={styles.text}>Check your connection, then try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        <RefreshCw aria-hidden size={16} />
        Retry
      </button>
    </div>
  );
}
