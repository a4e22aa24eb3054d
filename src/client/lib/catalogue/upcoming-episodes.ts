import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { filterAdult } from '../../../shared/adult-filter';
import { formatIsoDate, localCalendarDate } from '../../../shared/calendar-date';
import type { CatalogueListItem, Paged, TvDetails } from '../../../shared/catalogue-types';
import { upcomingParams, type QueryParameters } from '../../../shared/discover-queries';
import { genresFor } from '../../../shared/genres';
import {
  buildUpcomingEntries,
  hasMorePages,
  soonestFirst,
  upcomingCandidates,
  type UpcomingEntry,
} from '../../../shared/upcoming';
import { fetchCatalogue } from './proxy';

export type UpcomingShowEntry = UpcomingEntry<TvDetails>;

export interface UpcomingChunk {
  entries: UpcomingShowEntry[];
  page: number;
  hasMore: boolean;
  /** The spec answers any failure with an empty list; the screen still offers Retry. */
  failed: boolean;
}

export interface UpcomingOptions {
  now: Date;
  days: number;
  allowAdult: boolean;
  /** The filter bar's genre, narrowing the animation genre further; empty for any. */
  genreId: string;
}

/** The upcoming query of one page, with the filter bar's genre added to the animation genre. */
export function upcomingPageParams(
  { now, days, genreId }: Omit<UpcomingOptions, 'allowAdult'>,
  page: number,
): QueryParameters {
  const params = upcomingParams({ now, days, page });
  // TMDB reads ',' as "all of": animation and the chosen genre, in TV's genre ids.
  return genreId === ''
    ? params
    : { ...params, with_genres: `${params.with_genres},${genresFor('tv', genreId)}` };
}

async function loadUpcomingPage(
  options: UpcomingOptions,
  page: number,
  signal: AbortSignal,
): Promise<UpcomingChunk> {
  const failed: UpcomingChunk = { entries: [], page, hasMore: false, failed: true };
  const list = await fetchCatalogue<Paged<CatalogueListItem>>(
    'discover/tv',
    upcomingPageParams(options, page),
    signal,
  );
  if (!list.data) return failed;
  const candidates = filterAdult(upcomingCandidates(list.data.results), options.allowAdult);
  const shows = await Promise.all(
    candidates.map((candidate) => fetchCatalogue<TvDetails>(`tv/${candidate.id}`, {}, signal)),
  );
  const found = shows.flatMap((answer) => (answer.data ? [answer.data] : []));
  if (candidates.length > 0 && found.length === 0) return failed;
  return {
    entries: buildUpcomingEntries(
      filterAdult(found, options.allowAdult),
      formatIsoDate(localCalendarDate(options.now)),
    ),
    page,
    hasMore: hasMorePages(page, list.data.total_pages),
    failed: false,
  };
}

/** Every loaded page's entries, each show once, soonest first (spec §4 "Coming soon"). */
export function mergeUpcoming(chunks: readonly UpcomingChunk[]): UpcomingShowEntry[] {
  const byShow = new Map<number, UpcomingShowEntry>();
  for (const entry of chunks.flatMap((chunk) => chunk.entries)) {
    if (!byShow.has(entry.anime.id)) byShow.set(entry.anime.id, entry);
  }
  return [...byShow.values()].sort(soonestFirst);
}

export function useUpcomingEpisodes(options: UpcomingOptions) {
  const { now, days, allowAdult, genreId } = options;
  const query = useInfiniteQuery({
    queryKey: [
      'catalogue',
      'upcoming',
      { today: formatIsoDate(localCalendarDate(now)), days, allowAdult, genreId },
    ],
    queryFn: ({ pageParam, signal }) => loadUpcomingPage(options, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: UpcomingChunk) => (last.hasMore ? last.page + 1 : undefined),
  });
  const pages = query.data?.pages;
  const entries = useMemo(() => mergeUpcoming(pages ?? []), [pages]);
  const failed = pages?.at(-1)?.failed === true;
  return { entries, failed, query };
}
