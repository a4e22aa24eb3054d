import styles from './load-more.module.css';

interface LoadMoreButtonProps {
  onLoadMore: () => void;
  loading: boolean;
  failed: boolean;
}

export function LoadMoreButton({ onLoadMore, loading, failed }: LoadMoreButtonProps) {
  return (
    <div className={styles.more}>
      {failed && (
        <p role="alert" className={styles.failed}>
          More titles could not be loaded. Try again.
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
