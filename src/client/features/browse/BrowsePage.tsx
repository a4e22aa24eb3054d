import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { CatalogueInfo } from '../../../shared/catalogue-info';
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
      <TmdbNeededNote subject="Seasons and years">
        The bundled offline catalogue has no air dates, so it cannot tell which anime aired when.
        {mode === 'season'
          ? ' The other lists work offline.'
          : ' Clear the year and season filters to see this list.'}
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
          )}
        </p>
      )}
      <TitleList
        titles={titles}
        label={BROWSE_MODES[mode].title}
        {...listStateOf(query)}
        emptyTitle="No anime match these filters."
        emptyHint={<p>Open Filters and change or reset them.</p>}
        renderAction={quickViewAction}
      />
    </>
  );
}

/** One screen for every browse list; the path picks the mode. */
export function BrowsePage() {
  const mode = parseBrowseMode(useParams().mode);
  const info = useCatalogueInfo();
  if (mode === null) return <NotFoundPage />;
  const { title, lead } = BROWSE_MODES[mode];
  return (
    <Page key={mode} title={title} lead={lead}>
      {info.data ? (
        <BrowseList mode={mode} info={info.data} />
      ) : info.isError && !info.isFetching ? (
        <ErrorState
          message="The catalogue could not be reached."
          onRetry={() => void info.refetch()}
        />
      ) : (
        <TitleGridSkeleton label={`Loading ${title}…`} />
      )}
    </Page>
  );
}
