import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatIsoDate, localCalendarDate } from '../../../shared/calendar-date';
import type { TvDetails } from '../../../shared/catalogue-types';
import { soonestFirst, type UpcomingEntry } from '../../../shared/upcoming';
import {
  UPCOMING_PATH,
  upcomingQueryString,
  type UpcomingPage,
  type UpcomingWindow,
} from '../../../shared/upcoming-query';
import { fetchCatalogueAt } from './proxy';

export type UpcomingShowEntry = UpcomingEntry<TvDetails>;

export interface UpcomingChunk {
  entries: UpcomingShowEntry[];
  page: number;
  hasMore: boolean;
  /** The spec answers any failure with an empty list; the screen still offers Retry. */
  failed: boolean;
}

/** One page, its shows' next episodes looked up by the server in the same call. */
async function loadUpcomingPage(
  options: UpcomingWindow,
  page: number,
  signal: AbortSignal,
): Promise<UpcomingChunk> {
  const answer = await fetchCatalogueAt<UpcomingPage>(
    `${UPCOMING_PATH}?${upcomingQueryString(options, page)}`,
    signal,
  );
  if (!answer.data) return { entries: [], page, hasMore: false, failed: true };
  return { ...answer.data, failed: false };
}

/** Every loaded page's entries, each show once, soonest first (spec §4 "Coming soon"). */
export function mergeUpcoming(chunks: readonly UpcomingChunk[]): UpcomingShowEntry[] {
  const byShow = new Map<number, UpcomingShowEntry>();
  for (const entry of chunks.flatMap((chunk) => chunk.entries)) {
    if (!byShow.has(entry.anime.id)) byShow.set(entry.anime.id, entry);
  }
  return [...byShow.values()].sort(soonestFirst);
}

export function useUpcomingEpisodes(options: UpcomingWindow) {
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
