import type { QueryClient } from '@tanstack/react-query';
import { isTransientFailure } from '../auth/session-api';
import { connectivity } from '../offline/connectivity-runtime';
import { announcePending, announceReplay, offlineLists } from '../offline/offline-runtime';
import { withPendingApplied } from '../offline/pending-overlay';
import { isUnanswered } from './deliver-write';
import { sendListRequest } from './lists-api';
import { trackedListKey } from './tracked-list-query';
import { withDelete, withLocalWrite, type TrackedListState } from './tracked-list-state';

/**
 * Sends the changes kept while the server could not be reached, oldest first, each with the
 * time it was made (the server keeps, per field, the latest: decision 091). The list then shows
 * the server's answers, so a change made elsewhere meanwhile appears as it won.
 */
export async function replayPendingWrites(queryClient: QueryClient, uid: string): Promise<void> {
  const offline = await offlineLists();
  if (!offline) return;
  const report = await offline.replay(uid, {
    send: (batch) => sendListRequest(batch.request, batch.madeAt),
    isTransient: isTransientFailure,
  });
  if (isUnanswered(report.stoppedBy)) connectivity.unreachable();

  const waiting = await offline.pending(uid);
  const replayed = report.sent.length > 0 || report.refused.length > 0;
  if (replayed) announceReplay(report, waiting.length);
  else announcePending(waiting.length);
  if (report.sent.length > 0) {
    queryClient.setQueryData<TrackedListState>(trackedListKey(uid), (held) => {
      if (!held) return held;
      const answered = report.sent.reduce(
        (state, { batch, saved }) =>
          saved ? withLocalWrite(state, saved) : withDelete(state, batch.request.key),
        held,
      );
      return { ...answered, items: withPendingApplied(answered.items, waiting) };
    });
  }
  // A refused change cannot be shown as kept: show the list as the server has it.
  if (report.refused.length > 0) {
    void queryClient.invalidateQueries({ queryKey: trackedListKey(uid) });
  }
}
