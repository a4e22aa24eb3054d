import { Link } from 'react-router';
import { EmptyState } from '../../../ui/StatusMessage';
import { LIST_TAB_LABELS, type ListTab } from '../list-view';
import styles from './my-lists.module.css';

interface ListEmptyStateProps {
  status: ListTab;
  query: string;
  /** The chosen tag, '' for none. */
  tag: string;
  /** No title in any list. */
  nothingTracked: boolean;
  onClearFilter: () => void;
  onImport: () => void;
}

/** Why a list shows nothing, and what to do next: find titles, import a list, or widen the filters. */
export function ListEmptyState({
  status,
  query,
  tag,
  nothingTracked,
  onClearFilter,
  onImport,
}: ListEmptyStateProps) {
  const label = status === 'all' ? 'your lists' : LIST_TAB_LABELS[status];
  const text = query.trim();
  if (text !== '' || tag !== '') {
    const matching = [
      text === '' ? null : `match “${text}”`,
      tag === '' ? null : `are tagged “${tag}”`,
    ].filter((part) => part !== null);
    return (
      <EmptyState title={`No titles in ${label} ${matching.join(' and ')}.`}>
        <button type="button" className="button" onClick={onClearFilter}>
          Clear the filter
        </button>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={nothingTracked ? 'Your lists are empty.' : `Nothing in ${label} yet.`}>
      <p className={styles.emptyText}>
        Find anime to track, or bring your list from MyAnimeList or AniList.
      </p>
      <div className={styles.emptyActions}>
        <Link to="/browse/trending" className="button button-primary">
          Browse trending anime
        </Link>
        <button type="button" className="button" onClick={onImport}>
          Import a list
        </button>
      </div>
    </EmptyState>
  );
}
