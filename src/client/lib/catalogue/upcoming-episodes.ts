import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TvDetails } from '../../../shared/catalogue-types';
import { soonestFirst, type UpcomingEntry } from '../../../shared/upcoming';
import type { UpcomingPage } from '../../../shared/upcoming-query';
import { upcomingUrl, type UpcomingWindow } from '../../../shared/upcoming-window';
import { isoDateInZone } from '../../../shared/zoned-date';
import { firstOfEach } from '../../../shared/upcoming-shows';
import { takeSettledEarlyAnswer } from '../early-answers';
import { fetchCatalogueAt } from './proxy';

export type UpcomingShowEntry = UpcomingEntry<TvDetails>;

export interface UpcomingChunk {
  entries: UpcomingShowEntry[];
  page: number;
  hasMore: boolean;
  /** The spec answers any failure with an empty list; the screen still offers Retry. */
  failed: boolean;
}

/** One page of the window's episodes, their shows looked up by the server in the same call. */
async function loadUpcomingPage(
  options: UpcomingWindow,
  page: number,
  signal: AbortSignal,
): Promise<UpcomingChunk> {
  const answer = await fetchCatalogueAt<UpcomingPage>(upcomingUrl(options, page), signal);
  if (!answer.data) return { entries: [], page, hasMore: false, failed: true };
  return { ...answer.data, failed: false };
}

/** Which episode an entry is: a show's episodes differ by number, or by when they air. */
export function episodeKey({ anime, episode }: UpcomingShowEntry): string {
  return `${anime.id}/${episode.airs_at ?? episode.air_date}/${episode.episode_number}`;
}

/** Every loaded page's entries, each episode once, soonest first (spec §4 "Coming soon"). */
export function mergeUpcoming(chunks: readonly UpcomingChunk[]): UpcomingShowEntry[] {
  return firstOfEach(
    chunks.flatMap((chunk) => chunk.entries),
    episodeKey,
  ).sort(soonestFirst);
}

export function useUpcomingEpisodes(options: UpcomingWindow) {
  const { now, days, allowAdult, genreId, timeZone } = options;
  const query = useInfiniteQuery({
    queryKey: [
      'catalogue',
      'upcoming',
      { today: isoDateInZone(now, timeZone), timeZone, days, allowAdult, genreId },
    ],
    queryFn: ({ pageParam, signal }) => loadUpcomingPage(options, pageParam, signal),
    // The page's entry may have its first page already (decision 457): the rail then draws at once.
    initialData: () => {
      const first = takeSettledEarlyAnswer(upcomingUrl(options, 1)) as UpcomingPage | undefined;
      return first && { pages: [{ ...first, failed: false }], pageParams: [1] };
    },
    initialPageParam: 1,
    getNextPageParam: (last: UpcomingChunk) => (last.hasMore ? last.page + 1 : undefined),
  });
  const pages = query.data?.pages;
  const entries = useMemo(() => mergeUpcoming(pages ?? []), [pages]);
  const failed = pages?.at(-1)?.failed === true;
  return { entries, failed, query };
}
