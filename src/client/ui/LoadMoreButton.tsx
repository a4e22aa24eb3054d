import { useMessages } from '../i18n/messages';
import styles from './load-more.module.css';

interface LoadMoreButtonProps {
  onLoadMore: () => void;
  loading: boolean;
  failed: boolean;
}

export function LoadMoreButton({ onLoadMore, loading, failed }: LoadMoreButtonProps) {
  const t = useMessages();
  return (
    <div className={styles.more}>
      {failed && (
        <p role="alert" className={styles.failed}>
          {t('common.loadMore.failed')}
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? t('common.loadMore.loading') : t('common.loadMore.button')}
      </button>
    </div>
  );
}
