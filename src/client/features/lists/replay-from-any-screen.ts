import type { QueryClient } from '@tanstack/react-query';
import { connectivity } from '../offline/connectivity-runtime';
import { replayPendingWrites } from './replay-pending';

/**
 * Changes kept offline are sent from whatever screen is open: once now (a page opened with
 * changes still waiting), then each time the server can be reached again. Replays queue up
 * behind one another, so the lists screen sending them too does no harm.
 */
export function replayFromAnyScreen(queryClient: QueryClient, uid: string): () => void {
  void replayPendingWrites(queryClient, uid);
  return connectivity.onReconnect(() => void replayPendingWrites(queryClient, uid));
}
