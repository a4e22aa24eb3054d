import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CatalogueListItem, MediaType, Paged } from '../../../shared/catalogue-types';
import type { QueryParameters } from '../../../shared/discover-queries';
import { hasMorePages } from '../../../shared/upcoming';
import { fetchCatalogue, requireData } from './proxy';
import { visibleTitles } from './titles';

/** Where a list continues: the next upstream page, and which fallback query answered before. */
export interface ListCursor {
  page: number;
  attempt: number;
}

/** What one "load" adds to a list: one upstream page, or the home screen's first batch. */
export interface ListChunk {
  results: CatalogueListItem[];
  /** The last upstream page this chunk covers. */
  lastPage: number;
  totalPages: number;
  attempt: number;
}

/** A list screen's source: its identity (the query key) and how to load each chunk. */
export interface TitleListSpec {
  key: readonly unknown[];
  fallbackType: MediaType;
  load: (cursor: ListCursor, signal: AbortSignal) => Promise<ListChunk>;
}

const FIRST_CURSOR: ListCursor = { page: 1, attempt: 0 };

/** The page after the last one loaded, while TMDB still serves one. */
export function nextCursor(last: ListChunk): ListCursor | undefined {
  return hasMorePages(last.lastPage, last.totalPages)
    ? { page: last.lastPage + 1, attempt: last.attempt }
    : undefined;
}

export function pagedList(endpoint: string, params: QueryParameters, signal: AbortSignal) {
  return fetchCatalogue<Paged<CatalogueListItem>>(endpoint, params, signal);
}

/** One upstream page as a chunk; a failed page throws so the screen can offer Retry. */
export async function loadPage(
  endpoint: string,
  params: QueryParameters,
  signal: AbortSignal,
  attempt = 0,
): Promise<ListChunk> {
  const page = requireData(await pagedList(endpoint, params, signal), 'This list');
  return { results: page.results, lastPage: page.page, totalPages: page.total_pages, attempt };
}

/**
 * A list whose query has fallbacks (the seasonal view): the first page tries each in order until
 * one has results; later pages keep to the one that answered.
 */
export async function loadWithFallbacks(
  endpoint: string,
  attemptsFor: (page: number) => QueryParameters[],
  cursor: ListCursor,
  signal: AbortSignal,
): Promise<ListChunk> {
  const attempts = attemptsFor(cursor.page);
  const order =
    cursor.page === FIRST_CURSOR.page ? attempts.map((_, index) => index) : [cursor.attempt];
  let chunk: ListChunk | null = null;
  for (const attempt of order) {
    const params = attempts[attempt];
    if (!params) continue;
    chunk = await loadPage(endpoint, params, signal, attempt);
    if (chunk.results.length > 0) return chunk;
  }
  return chunk ?? { results: [], lastPage: cursor.page, totalPages: cursor.page, attempt: 0 };
}

/** A list screen's titles, loaded a chunk at a time, adult titles removed unless allowed. */
export function useTitleList(spec: TitleListSpec, allowAdult: boolean, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: ['catalogue', 'list', ...spec.key],
    queryFn: ({ pageParam, signal }) => spec.load(pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextCursor,
    enabled,
  });
  const pages = query.data?.pages;
  const titles = useMemo(
    () =>
      visibleTitles(pages?.flatMap((page) => page.results) ?? [], spec.fallbackType, allowAdult),
    [pages, spec.fallbackType, allowAdult],
  );
  return { titles, query };
}
