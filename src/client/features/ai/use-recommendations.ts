import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  RECOMMENDATIONS_PATH,
  type RecommendationRequest,
} from '../../../shared/recommendations-api';
import { apiFetch } from '../../lib/api';
import { useTrackedList } from '../lists/use-tracked-list';
import { readRecommendationAnswer, type RecommendedTitleAnswer } from './recommendation-answer';
import { recommendationItems, withShown, type ExcludedTitle } from './recommendation-request';

async function fetchRecommendations(
  request: RecommendationRequest,
  signal: AbortSignal,
): Promise<RecommendedTitleAnswer[]> {
  const body = await apiFetch(RECOMMENDATIONS_PATH, { method: 'POST', json: request, signal });
  return readRecommendationAnswer(body);
}

/**
 * One set of recommendations for the signed-in user's lists at a time. Asking again leaves out
 * every title shown so far, so each set is fresh; a title tracked meanwhile is left out by the
 * server, since it is then on the lists.
 */
export function useRecommendations() {
  const list = useTrackedList();
  const [round, setRound] = useState(0);
  const [excluded, setExcluded] = useState<ExcludedTitle[]>([]);
  const [includeExtras, setIncludeExtras] = useState(false);
  const items = list.data?.items;

  const query = useQuery({
    queryKey: ['recommendations', list.uid, round, includeExtras],
    enabled: items !== undefined,
    staleTime: Infinity,
    retry: false,
    // The set on screen stays (dimmed) while the next one loads, so nothing jumps.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      fetchRecommendations(
        { lists: recommendationItems(items?.values() ?? []), exclude: excluded, includeExtras },
        signal,
      ),
  });

  const shown = query.isPlaceholderData ? undefined : query.data;
  const askAgain = useCallback(() => {
    setExcluded((previous) => withShown(previous, shown ?? []));
    setRound((previous) => previous + 1);
  }, [shown]);
  const startOver = useCallback(() => {
    setExcluded([]);
    setRound((previous) => previous + 1);
  }, []);

  return {
    titles: query.data,
    listEmpty: items !== undefined && items.size === 0,
    loading: list.isPending || query.isPending,
    fetching: query.isFetching,
    error: list.error ?? query.error,
    retry: list.error ? () => void list.refetch() : () => void query.refetch(),
    askAgain,
    startOver,
    hasShownEarlierSets: excluded.length > 0,
    includeExtras,
    setIncludeExtras,
  };
}
