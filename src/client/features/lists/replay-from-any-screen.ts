import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '../../lib/when-idle';
import { connectivity } from '../offline/connectivity-runtime';
import { replayPendingWrites } from './replay-pending';

/**
 * Changes kept offline are sent from whatever screen is open: once the page is idle (a page
 * opened with changes still waiting; opening the offline store takes 10–15 ms, which the first
 * screen's tasks need), then each time the server can be reached again. Replays queue up behind
 * one another, so the lists screen sending them too does no harm.
 */
export function replayFromAnyScreen(queryClient: QueryClient, uid: string): () => void {
  const cancelFirst = whenIdle(() => void replayPendingWrites(queryClient, uid));
  const stopOnReconnect = connectivity.onReconnect(
    () => void replayPendingWrites(queryClient, uid),
  );
  return () => {
    cancelFirst();
    stopOnReconnect();
  };
}
