import { hashKey, type QueryClient } from '@tanstack/react-query';
import { offlineLists } from '../offline/offline-runtime';
import { trackedListKey } from './tracked-list-query';
import { isComplete, type TrackedListState } from './tracked-list-state';

/** Saving thousands of titles on every step would cost more than it protects. */
const SAVE_DELAY_MS = 500;

/** '["lists","tracked",': how every user's list query's hash starts. */
const TRACKED_HASH_PREFIX = hashKey(trackedListKey('')).slice(0, -'""]'.length);

const watchedClients = new WeakSet<QueryClient>();

/** Keeps every user's whole list saved on the device, a moment after it last changed. */
export function keepListSnapshots(queryClient: QueryClient): void {
  if (watchedClients.has(queryClient)) return;
  watchedClients.add(queryClient);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const hash: string = event.query.queryHash;
    if (!hash.startsWith(TRACKED_HASH_PREFIX)) return;
    const uid = (JSON.parse(hash) as unknown[])[2];
    if (typeof uid !== 'string') return;
    clearTimeout(timers.get(uid));
    timers.set(
      uid,
      setTimeout(() => {
        timers.delete(uid);
        const state = queryClient.getQueryData<TrackedListState>(trackedListKey(uid));
        if (!state || !isComplete(state)) return;
        void offlineLists()
          .then((offline) => offline?.saveSnapshot(uid, [...state.items.values()]))
          .catch((error: unknown) =>
            console.warn('Saving your lists on this device failed.', error),
          );
      }, SAVE_DELAY_MS),
    );
  });
}
