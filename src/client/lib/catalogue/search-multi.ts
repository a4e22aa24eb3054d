import { queryOptions } from '@tanstack/react-query';
import { filterAdult } from '../../../shared/adult-filter';
import { CATALOGUE_LANGUAGE } from '../../../shared/catalogue-constants';
import type { CatalogueListItem, Paged } from '../../../shared/catalogue-types';
import { normaliseItem } from '../../../shared/normalise';
import { keepSearchResult, rankSearchResults, searchVariants } from '../../../shared/search';
import { catalogueUnavailable, fetchCatalogue } from './proxy';
import type { Title } from './titles';

export interface SearchOptions {
  allowAdult: boolean;
  /** Whether the catalogue has posters at all; the offline one has none to require. */
  requirePoster: boolean;
}

/**
 * The shown results of the three query variants' answers (spec §5): TV and film anime only,
 * adult titles removed unless allowed, title matches first in the catalogue's own order, at most 8.
 */
export function pickSearchResults(
  answers: readonly (Paged<CatalogueListItem> | null)[],
  query: string,
  { allowAdult, requirePoster }: SearchOptions,
): Title[] {
  const candidates = answers.map((answer) =>
    filterAdult(
      (answer?.results ?? []).filter((item) => keepSearchResult(item, { requirePoster })),
      allowAdult,
    ),
  );
  return rankSearchResults(candidates, query).map((item) =>
    // keepSearchResult let only tv and movie through.
    normaliseItem(item, item.media_type === 'movie' ? 'movie' : 'tv'),
  );
}

async function searchTitles(query: string, options: SearchOptions, signal: AbortSignal) {
  const answers = await Promise.all(
    searchVariants(query).map((variant) =>
      fetchCatalogue<Paged<CatalogueListItem>>(
        'search/multi',
        {
          language: CATALOGUE_LANGUAGE,
          query: variant,
          page: '1',
          include_adult: String(options.allowAdult),
        },
        signal,
      ),
    ),
  );
  const answered = answers.map((answer) => answer.data);
  if (answered.every((data) => data === null)) {
    throw catalogueUnavailable(answers[0]?.status ?? 0, 'Search');
  }
  return pickSearchResults(answered, query, options);
}

export const searchQuery = (query: string, options: SearchOptions) =>
  queryOptions({
    queryKey: ['catalogue', 'search', query.trim(), options],
    queryFn: ({ signal }) => searchTitles(query, options, signal),
  });
