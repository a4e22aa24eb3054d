import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { CatalogueInfo } from '../../../shared/catalogue-info';
import { useMessages } from '../../i18n/messages';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import { useTitleList } from '../../lib/catalogue/title-list';
import { useFilters } from '../../shell/filters/filter-context';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { Page } from '../../ui/Page';
import { ErrorState } from '../../ui/StatusMessage';
import { TitleGridSkeleton } from '../../ui/TitleGrid';
import { TitleList, listStateOf } from '../../ui/TitleList';
import { TmdbNeededNote } from '../../ui/TmdbNeededNote';
import { quickViewAction } from '../detail/QuickViewButton';
import { browseList } from './browse-list';
import { BROWSE_MODES, parseBrowseMode, type BrowseMode } from './browse-modes';
import { browseRequest, needsAirDates, seasonalLead, seasonalTarget } from './browse-query';

function BrowseList({ mode, info }: { mode: BrowseMode; info: CatalogueInfo }) {
  const t = useMessages();
  const allowAdult = useAllowAdult();
  const { filters } = useFilters();
  const [now] = useState(() => new Date());
  const list = useMemo(
    () => browseList(browseRequest(mode, filters, { allowAdult, provider: info.provider, now })),
    [mode, filters, allowAdult, info.provider, now],
  );
  const datesMissing = !info.capabilities.airDates && needsAirDates(mode, filters);
  const { titles, query } = useTitleList(list, allowAdult, !datesMissing);

  if (datesMissing) {
    return (
      <TmdbNeededNote message={t('browse.offline.tmdbNeeded')}>
        {t('browse.offline.noDates')}{' '}
        {t(mode === 'season' ? 'browse.offline.otherLists' : 'browse.offline.clearFilters')}
      </TmdbNeededNote>
    );
  }
  const first = query.data?.pages[0];
  return (
    <>
      {mode === 'season' && (
        <p>
          {seasonalLead(
            seasonalTarget(filters, now),
            first && { attempt: first.attempt, found: first.results.length > 0 },
            t,
          )}
        </p>
      )}
      <TitleList
        titles={titles}
        label={t(BROWSE_MODES[mode].title)}
        {...listStateOf(query)}
        emptyTitle={t('browse.empty.title')}
        emptyHint={<p>{t('browse.empty.hint')}</p>}
        renderAction={quickViewAction}
      />
    </>
  );
}

/** One screen for every browse list; the path picks the mode. */
export function BrowsePage() {
  const t = useMessages();
  const mode = parseBrowseMode(useParams().mode);
  const info = useCatalogueInfo();
  if (mode === null) return <NotFoundPage />;
  const title = t(BROWSE_MODES[mode].title);
  return (
    <Page key={mode} title={title} lead={t(BROWSE_MODES[mode].lead)}>
      {info.data ? (
        <BrowseList mode={mode} info={info.data} />
      ) : info.isError && !info.isFetching ? (
        <ErrorState
          message={t('common.catalogue.unreachable')}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <TitleGridSkeleton label={t('common.list.loading', { label: title })} />
      )}
    </Page>
  );
}
