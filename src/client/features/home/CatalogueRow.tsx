import { useMemo } from 'react';
import { useMessages } from '../../i18n/messages';
import { useTitleList } from '../../lib/catalogue/title-list';
import { ErrorState } from '../../ui/StatusMessage';
import { TitleRail, TitleRailSkeleton } from '../../ui/TitleRail';
import { TitleRow } from '../../ui/TitleRow';
import type { BrowseMode } from '../browse/browse-modes';
import { quickViewAction } from '../detail/QuickViewButton';
import { rowList, type RowContext } from './home-rows';

interface CatalogueRowProps {
  mode: BrowseMode;
  title: string;
  context: RowContext;
  /** Home's first row: its first posters are asked for at once. */
  firstScreen?: boolean;
}

/** A row of one browse list's first titles, with "See all" to that list. */
export function CatalogueRow({ mode, title, context, firstScreen = false }: CatalogueRowProps) {
  const t = useMessages();
  const list = useMemo(() => rowList(mode, context), [mode, context]);
  const { titles, query } = useTitleList(list, context.allowAdult);
  const id = `home-${mode}`;
  let content;
  if (query.data === undefined) {
    content =
      query.isError && !query.isFetching ? (
        <ErrorState
          message={t('common.list.failed', { label: title })}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <TitleRailSkeleton label={t('common.list.loading', { label: title })} />
      );
  } else if (titles.length === 0) {
    return null;
  } else {
    content = (
      <TitleRail
        titles={titles}
        label={title}
        renderAction={quickViewAction}
        firstScreen={firstScreen}
      />
    );
  }
  return (
    <TitleRow id={id} title={title} seeAll={`/browse/${mode}`}>
      {content}
    </TitleRow>
  );
}
