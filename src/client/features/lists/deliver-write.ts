import type { TrackedTitle } from '../../../shared/tracked-title';
import { ApiError, NETWORK_FAILURE_STATUS } from '../../lib/api';
import type { ListRequest, OfflineLists } from '../offline/offline-lists';
import { connectivity } from '../offline/connectivity-runtime';
import { announcePending, offlineLists } from '../offline/offline-runtime';
import { sendListRequest } from './lists-api';

/** Sent and answered, or kept on this device until the server can be reached. */
export type Delivery = { kind: 'saved'; saved: TrackedTitle | undefined } | { kind: 'queued' };

/** The request never got an answer: the server (or the network) is not there. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && error.status === NETWORK_FAILURE_STATUS;
}

async function keep(offline: OfflineLists, uid: string, request: ListRequest): Promise<Delivery> {
  const pending = await offline.enqueue(uid, request);
  announcePending(pending.length);
  return { kind: 'queued' };
}

/**
 * Sends a list write, or keeps it to send later when the server cannot be reached. While
 * earlier writes wait, a new one waits behind them, so the server gets them in order. A full
 * queue throws PendingWritesFullError and the write is not kept.
 */
export async function deliverListWrite(
  uid: string,
  request: ListRequest,
  replay: () => void,
): Promise<Delivery> {
  const offline = await offlineLists();
  if (offline && (await offline.pending(uid)).length > 0) {
    const delivery = await keep(offline, uid, request);
    if (connectivity.state === 'online') replay();
    return delivery;
  }
  try {
    const saved = await sendListRequest(request);
    connectivity.reached();
    return { kind: 'saved', saved };
  } catch (error) {
    if (!offline || !isUnanswered(error)) throw error;
    connectivity.unreachable();
    return keep(offline, uid, request);
  }
}
