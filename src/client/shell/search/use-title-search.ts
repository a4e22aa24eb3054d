import { useQuery } from '@tanstack/react-query';
import { isSearchable } from '../../../shared/search';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import { searchQuery } from '../../lib/catalogue/search-multi';
import type { Title } from '../../lib/catalogue/titles';
import { useDebouncedValue } from './use-debounced-value';

const TYPING_PAUSE_MS = 250;

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'failed' }
  | { kind: 'results'; term: string; titles: Title[] };

/**
 * The search overlay's state for what is typed. Each settled term is its own query, so an answer
 * to an older term can never replace the results of a newer one; a term under 3 characters
 * clears the results.
 */
export function useTitleSearch(typed: string): SearchState {
  const term = typed.trim();
  const settledTerm = useDebouncedValue(term, TYPING_PAUSE_MS);
  const allowAdult = useAllowAdult();
  const { data: info } = useCatalogueInfo();
  const settled = settledTerm === term;
  const search = useQuery({
    ...searchQuery(settledTerm, {
      allowAdult,
      requirePoster: info?.capabilities.posters ?? false,
    }),
    enabled: isSearchable(settledTerm),
  });

  if (!isSearchable(term)) return { kind: 'idle' };
  if (!settled || search.isPending) return { kind: 'searching' };
  if (search.isError) return search.isFetching ? { kind: 'searching' } : { kind: 'failed' };
  return { kind: 'results', term: settledTerm, titles: search.data };
}
