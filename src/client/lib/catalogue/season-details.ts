import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonDetails } from '../../../shared/catalogue-types';
import { fetchCatalogue, requireData } from './proxy';

export const seasonDetailsQuery = (showId: number, seasonNumber: number) =>
  queryOptions({
    queryKey: ['catalogue', 'season', showId, seasonNumber],
    queryFn: async ({ signal }) =>
      requireData(
        await fetchCatalogue<SeasonDetails>(`tv/${showId}/season/${seasonNumber}`, {}, signal),
        'This season',
      ),
  });

/** One season's episodes, fetched only once someone opens the season. */
export function useSeasonDetails(showId: number, seasonNumber: number, enabled: boolean) {
  return useQuery({ ...seasonDetailsQuery(showId, seasonNumber), enabled });
}
