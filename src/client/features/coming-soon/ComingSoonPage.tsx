import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueInfo } from '../../../shared/catalogue-info';
import { useMessages } from '../../i18n/messages';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import { useUpcomingEpisodes } from '../../lib/catalogue/upcoming-episodes';
import { useFilters } from '../../shell/filters/filter-context';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { Page } from '../../ui/Page';
import { EmptyState, ErrorState } from '../../ui/StatusMessage';
import { TmdbNeededNote } from '../../ui/TmdbNeededNote';
import { windowDaysFromQuery } from './days-param';
import { UpcomingList, UpcomingListSkeleton } from './UpcomingList';
import { useViewerTimeZone } from './viewer-time-zone';

function UpcomingEpisodes({ days, timeZone }: { days: number; timeZone: string }) {
  const t = useMessages();
  const allowAdult = useAllowAdult();
  const { filters } = useFilters();
  const [now] = useState(() => new Date());
  const { entries, failed, query } = useUpcomingEpisodes({
    now,
    days,
    allowAdult,
    genreId: filters.genreId,
    timeZone,
  });
  const retry = () => void query.refetch();

  if (query.data === undefined) return <UpcomingListSkeleton />;
  if (failed && entries.length === 0) {
    return <ErrorState message={t('browse.comingSoon.failed')} onRetry={retry} />;
  }
  if (entries.length === 0) {
    return <EmptyState title={t('browse.comingSoon.empty', { days })} />;
  }
  return (
    <>
      <UpcomingList entries={entries} now={now} timeZone={timeZone} />
      {(query.hasNextPage || failed) && (
        <LoadMoreButton
          onLoadMore={failed ? retry : () => void query.fetchNextPage()}
          loading={query.isFetching}
          failed={failed}
        />
      )}
    </>
  );
}

function ComingSoonContent({ info, days }: { info: CatalogueInfo; days: number }) {
  const t = useMessages();
  if (!info.capabilities.airDates) {
    return (
      <TmdbNeededNote message={t('browse.comingSoon.tmdbNeeded')}>
        {t('browse.comingSoon.offline')}
      </TmdbNeededNote>
    );
  }
  return <UpcomingEpisodesInZone days={days} />;
}

function UpcomingEpisodesInZone({ days }: { days: number }) {
  const timeZone = useViewerTimeZone();
  return timeZone === null ? (
    <UpcomingListSkeleton />
  ) : (
    <UpcomingEpisodes days={days} timeZone={timeZone} />
  );
}

export function ComingSoonPage() {
  const [searchParams] = useSearchParams();
  const days = windowDaysFromQuery(searchParams.get('days'));
  const info = useCatalogueInfo();
  const t = useMessages();
  return (
    <Page title={t('shell.nav.comingSoon')} lead={t('browse.comingSoon.lead', { days })}>
      {info.data ? (
        <ComingSoonContent info={info.data} days={days} />
      ) : info.isError && !info.isFetching ? (
        <ErrorState
          message={t('common.catalogue.unreachable')}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <UpcomingListSkeleton />
      )}
    </Page>
  );
}
