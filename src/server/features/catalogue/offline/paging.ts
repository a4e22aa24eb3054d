import type { Paged } from '../../../../shared/catalogue-types';

/** TMDB's page size and its highest page, which the offline catalogue keeps to. */
export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

/** The requested page (default 1), or null when it is not a whole number from 1 to MAX_PAGE. */
export function parsePage(text: string | undefined): number | null {
  if (text === undefined) return 1;
  if (!/^[0-9]{1,3}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/**
 * TMDB's paged shape. total_pages stops at MAX_PAGE, so a client paging "while page < total_pages"
 * never asks for a page past it; an empty answer still reports one page, as TMDB does.
 */
export function paged<Item>(page: number, results: Item[], total: number): Paged<Item> {
  return {
    page,
    results,
    total_pages: Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / PAGE_SIZE))),
    total_results: total,
  };
}
