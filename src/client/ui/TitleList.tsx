import type { ReactNode } from 'react';
import type { Title } from '../lib/catalogue/titles';
import { useMessages } from '../i18n/messages';
import { LoadMoreButton } from './LoadMoreButton';
import { EmptyState, ErrorState } from './StatusMessage';
import { TitleGrid, TitleGridSkeleton } from './TitleGrid';

export interface TitleListState {
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  /** Present while further pages exist. */
  loadMore?: { onLoadMore: () => void; loading: boolean; failed: boolean };
}

interface TitleListProps extends TitleListState {
  titles: readonly Title[];
  label: string;
  emptyTitle: string;
  emptyHint?: ReactNode;
  renderAction?: (title: Title) => ReactNode;
}

/** A catalogue list with its loading, failure, empty and load-more states. */
export function TitleList({
  titles,
  label,
  status,
  onRetry,
  loadMore,
  emptyTitle,
  emptyHint,
  renderAction,
}: TitleListProps) {
  const t = useMessages();
  if (status === 'pending')
    return <TitleGridSkeleton label={t('common.list.loading', { label })} />;
  if (status === 'error') {
    return <ErrorState message={t('common.list.failed', { label })} onRetry={onRetry} />;
  }
  if (titles.length === 0) return <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>;
  return (
    <>
      <TitleGrid titles={titles} label={label} renderAction={renderAction} firstScreen />
      {loadMore && <LoadMoreButton {...loadMore} />}
    </>
  );
}

/** The parts of a TanStack infinite query a list screen reads. */
interface PagedQuery {
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

export function listStateOf(query: PagedQuery): TitleListState {
  const retry = () => void query.refetch();
  // A failed "load more" keeps what was shown; only a failed first load is an error screen,
  // and it turns back into the loading state while Retry runs.
  if (query.data === undefined) {
    return { status: query.isError && !query.isFetching ? 'error' : 'pending', onRetry: retry };
  }
  return {
    status: 'success',
    onRetry: retry,
    ...(query.hasNextPage
      ? {
          loadMore: {
            onLoadMore: () => void query.fetchNextPage(),
            loading: query.isFetchingNextPage,
            failed: query.isFetchNextPageError,
          },
        }
      : {}),
  };
}
