import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { LIST_PAGE_MAX } from '../../../shared/tracked-title-basics';
import { connectivity } from '../offline/connectivity-runtime';
import { afterNextPaint } from '../../lib/after-next-paint';
import { cachedListState, withWaitingChanges } from './cached-list';
import { isUnanswered } from './deliver-write';
import { takeEarlyChanges } from './live/early-changes';
import { fetchListPage } from './lists-api';
import {
  withChange,
  withFirstPage,
  withNextPage,
  withPagesFailed,
  type TrackedListState,
} from './tracked-list-state';

/** Small, so the first titles show at once; the rest follow in the largest pages allowed. */
const FIRST_PAGE_SIZE = 100;

export const LISTS_QUERY_ROOT = ['lists'] as const;
export const trackedListKey = (uid: string) => [...LISTS_QUERY_ROOT, 'tracked', uid] as const;

let lastGeneration = 0;

function logFailure(what: string, error: unknown): void {
  // Spec §8: failed list fetches are logged; the screens add a Retry.
  console.error(`${what} failed.`, error);
}

async function loadRemainingPages(
  queryClient: QueryClient,
  uid: string,
  generation: number,
  firstCursor: string,
): Promise<void> {
  const key = trackedListKey(uid);
  let cursor: string | null = firstCursor;
  while (cursor !== null) {
    try {
      const page = await fetchListPage({ limit: LIST_PAGE_MAX, cursor });
      const state = queryClient.setQueryData<TrackedListState>(
        key,
        (held) => held && withNextPage(held, page, generation),
      );
      // A newer load (or a sign-out) took over.
      if (!state || state.generation !== generation) return;
      cursor = state.nextCursor;
    } catch (error) {
      logFailure('Loading the rest of your lists', error);
      queryClient.setQueryData<TrackedListState>(key, (held) =>
        held && held.generation === generation ? withPagesFailed(held, true) : held,
      );
      return;
    }
  }
}

/**
 * The signed-in user's whole list, shared by every screen. The first page answers the query so
 * the screen renders at once; later pages are added to the cached state as they arrive, and live
 * events keep it current, so it never goes stale by time.
 */
export function trackedListQuery(queryClient: QueryClient, uid: string) {
  return queryOptions({
    queryKey: trackedListKey(uid),
    queryFn: async ({ signal }) => {
      const generation = ++lastGeneration;
      try {
        const page = await fetchListPage({ limit: FIRST_PAGE_SIZE }, signal);
        connectivity.reached();
        const loaded = takeEarlyChanges(uid).reduce(
          withChange,
          withFirstPage(
            queryClient.getQueryData<TrackedListState>(trackedListKey(uid)),
            page,
            generation,
          ),
        );
        const state = await withWaitingChanges(uid, loaded);
        const { nextCursor } = page;
        if (nextCursor !== null) {
          // After the first page is drawn: reading the next ones must not hold that back.
          afterNextPaint(() => void loadRemainingPages(queryClient, uid, generation, nextCursor));
        }
        return state;
      } catch (error) {
        if (signal.aborted) throw error;
        if (isUnanswered(error)) {
          connectivity.unreachable();
          // Spec §8: without the backend, work from the local cache.
          const cached = await cachedListState(uid, generation);
          if (cached) return cached;
        }
        logFailure('Loading your lists', error);
        throw error;
      }
    },
    staleTime: Infinity,
    // A Map of thousands of titles: comparing it deeply on every change would cost more than it saves.
    structuralSharing: false,
  });
}

/** After a later page failed: load on from where it stopped. */
export function resumeLoading(queryClient: QueryClient, uid: string): void {
  const state = queryClient.setQueryData<TrackedListState>(
    trackedListKey(uid),
    (held) => held && withPagesFailed(held, false),
  );
  if (state?.nextCursor) {
    void loadRemainingPages(queryClient, uid, state.generation, state.nextCursor);
  }
}
