import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { enrichmentPath, type TitleEnrichment } from '../../../shared/title-enrichment';
import { apiGet } from '../../lib/api';
import { titleDetailsQuery, type TitleDetails } from '../../lib/catalogue/title-details';
import { enrichedTitle } from './enriched-title';

/** While Kitsu is being asked, the page asks again this often, a few times at most. */
const PENDING_RETRY_MS = 3000;
const MAX_PENDING_RETRIES = 5;

/**
 * The title with what the metadata source adds (decision 293), asked once the page is drawn.
 * The filled-in title replaces the cached details, so the lists and the progress dialog count
 * its episodes too. Nothing to add, or a failure, leaves the page as the catalogue drew it.
 */
export function useEnrichedTitle(given: TitleDetails): TitleDetails {
  const { mediaType } = given;
  const id = given.details.id;
  const { data: enrichment } = useQuery({
    queryKey: ['catalogue', 'enrichment', mediaType, id],
    queryFn: ({ signal }) => apiGet<TitleEnrichment>(enrichmentPath(mediaType, id), signal),
    staleTime: 60 * 60_000,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.state === 'pending' && query.state.dataUpdateCount <= MAX_PENDING_RETRIES
        ? PENDING_RETRY_MS
        : false,
  });
  const title = useMemo(() => enrichedTitle(given, enrichment), [given, enrichment]);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (title !== given) {
      queryClient.setQueryData(titleDetailsQuery(mediaType, id).queryKey, title);
    }
  }, [queryClient, title, given, mediaType, id]);
  return title;
}
