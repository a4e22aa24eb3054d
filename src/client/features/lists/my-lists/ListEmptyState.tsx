import { Link } from 'react-router';
import { EmptyState } from '../../../ui/StatusMessage';
import { useMessages } from '../../../i18n/messages';
import type { ListTab } from '../list-view';
import { listTabLabel } from '../list-words';
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
  const t = useMessages();
  // `scope` picks "your lists" for every title, the list's name otherwise.
  const list = { scope: status === 'all' ? 'all' : 'one', list: listTabLabel(t, status) };
  const text = query.trim();
  if (text !== '' || tag !== '') {
    const title =
      tag === ''
        ? t('lists.empty.query', { ...list, query: text })
        : text === ''
          ? t('lists.empty.tag', { ...list, tag })
          : t('lists.empty.queryAndTag', { ...list, query: text, tag });
    return (
      <EmptyState title={title}>
        <button type="button" className="button" onClick={onClearFilter}>
          {t('lists.empty.clear')}
        </button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={nothingTracked ? t('lists.empty.nothingTracked') : t('lists.empty.nothingIn', list)}
    >
      <p className={styles.emptyText}>{t('lists.empty.text')}</p>
      <div className={styles.emptyActions}>
        <Link to="/browse/trending" className="button button-primary">
          {t('lists.empty.browse')}
        </Link>
        <button type="button" className="button" onClick={onImport}>
          {t('lists.empty.import')}
        </button>
      </div>
    </EmptyState>
  );
}
