import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
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
  const t = useMessages();
  return (
    <div className={styles.box} role="alert">
      <AlertTriangle aria-hidden size={28} className={styles.warning} />
      <p className={styles.title}>{message}</p>
      <p className={styles.text}>{t('common.error.checkConnection')}</p>
      <button type="button" className="button" onClick={onRetry}>
        <RefreshCw aria-hidden size={16} />
        {t('common.error.retry')}
      </button>
    </div>
  );
}
