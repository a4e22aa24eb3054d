import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueInfo } from '../../../shared/catalogue-info';
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
    return <ErrorState message="Upcoming episodes could not be loaded." onRetry={retry} />;
  }
  if (entries.length === 0) {
    return <EmptyState title={`No episodes are scheduled in the next ${days} days.`} />;
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
  if (!info.capabilities.airDates) {
    return (
      <TmdbNeededNote subject="Air dates">
        The bundled offline catalogue has no air dates or episode schedules, so there are no
        upcoming episodes to list. Everything else works offline.
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
  return (
    <Page
      title="Coming Soon"
      lead={`Every anime episode airing in the next ${days} days, the soonest first.`}
    >
      {info.data ? (
        <ComingSoonContent info={info.data} days={days} />
      ) : info.isError && !info.isFetching ? (
        <ErrorState
          message="The catalogue could not be reached."
          onRetry={() => void info.refetch()}
        />
      ) : (
        <UpcomingListSkeleton />
      )}
    </Page>
  );
}
