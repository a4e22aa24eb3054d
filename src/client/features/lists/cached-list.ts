import { announcePending, offlineLists } from '../offline/offline-runtime';
import { withPendingApplied } from '../offline/pending-overlay';
import { countsOfItems, keyTextOf, type TrackedListState } from './tracked-list-state';

/**
 * The list as this device last saw it, with the changes still waiting to be sent on top:
 * what /mylists shows when the server cannot be reached. Undefined when nothing was saved.
 */
export async function cachedListState(
  uid: string,
  generation: number,
): Promise<TrackedListState | undefined> {
  const offline = await offlineLists();
  const saved = await offline?.snapshot(uid);
  if (!offline || !saved) return undefined;
  const held = new Map(saved.map((item) => [keyTextOf(item), item]));
  const pending = await offline.pending(uid);
  announcePending(pending.length);
  const items = withPendingApplied(held, pending);
  return {
    items,
    serverCounts: countsOfItems(items.values()),
    nextCursor: null,
    pagesFailed: false,
    removed: new Set(),
    unconfirmed: new Set(),
    generation,
  };
}

/** A list read from the server, with this device's waiting changes shown on top of it. */
export async function withWaitingChanges(
  uid: string,
  state: TrackedListState,
): Promise<TrackedListState> {
  const pending = (await (await offlineLists())?.pending(uid)) ?? [];
  announcePending(pending.length);
  return pending.length === 0
    ? state
    : { ...state, items: withPendingApplied(state.items, pending) };
}
