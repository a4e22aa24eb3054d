import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueInfo } from '../../../shared/catalogue-info';
import { apiGet } from '../api';

export const catalogueInfoQuery = queryOptions({
  queryKey: ['catalogue', 'info'],
  queryFn: ({ signal }) => apiGet<CatalogueInfo>('/api/catalogue/info', signal),
  // The provider only changes when the server restarts with another configuration.
  staleTime: Infinity,
});

/** Which catalogue answers and what it can tell; undefined until known. */
export function useCatalogueInfo() {
  return useQuery(catalogueInfoQuery);
}
