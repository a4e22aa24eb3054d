import { hashKey, type QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../auth/auth-context';
import type { SessionState } from '../../auth/session-api';
import { connectivity } from '../../offline/connectivity-runtime';
import { keepListSnapshots } from '../list-snapshots';
import { replayPendingWrites } from '../replay-pending';
import { LISTS_QUERY_ROOT, trackedListKey } from '../tracked-list-query';
import { withChange, type ListChange, type TrackedListState } from '../tracked-list-state';
import { forgetEarlyChanges, holdEarlyChange } from './early-changes';
import { openLiveListStream, type LiveListEvent } from './live-list-stream';

/** Moving between list screens unmounts one before the next mounts: keep the stream meanwhile. */
const CLOSE_GRACE_MS = 5000;
/** How long the list waits for the stream before loading anyway (see `ready` below). */
const SETTLE_TIMEOUT_MS = 3000;

interface Connection {
  users: number;
  close: () => void;
  /** The stream answered (or failed to): the list may load now. */
  settled: boolean;
  closeTimer: ReturnType<typeof setTimeout> | null;
}

const SESSION_HASH = hashKey(SESSION_QUERY_KEY);

const connections = new Map<string, Connection>();
/** The list version each user's list was last known at, from `ready` and event ids. */
const knownVersions = new Map<string, number>();
const settledListeners = new Set<() => void>();
let stopWatchingSession: (() => void) | null = null;

function markSettled(connection: Connection): void {
  if (connection.settled) return;
  connection.settled = true;
  for (const listener of settledListeners) listener();
}

function applyChange(queryClient: QueryClient, uid: string, change: ListChange): void {
  const key = trackedListKey(uid);
  if (queryClient.getQueryData(key) === undefined) holdEarlyChange(uid, change);
  else queryClient.setQueryData<TrackedListState>(key, (held) => held && withChange(held, change));
}

function reload(queryClient: QueryClient, uid: string): void {
  void queryClient.invalidateQueries({ queryKey: trackedListKey(uid) });
}

/** One event of the user's stream, applied to the cached list. */
export function applyLiveEvent(queryClient: QueryClient, uid: string, event: LiveListEvent): void {
  switch (event.type) {
    case 'ready': {
      // A list held from before this stream (loaded while no stream was open, or at another
      // version) may have missed changes: load it again. A list loaded after `ready` needs
      // nothing, as every later change comes as an event.
      const known = knownVersions.get(uid);
      knownVersions.set(uid, event.version);
      if (queryClient.getQueryData(trackedListKey(uid)) && known !== event.version) {
        reload(queryClient, uid);
      }
      const connection = connections.get(uid);
      if (connection) markSettled(connection);
      connectivity.reached();
      // The server is there: send what waited for it (nothing, usually).
      void replayPendingWrites(queryClient, uid);
      return;
    }
    case 'resync':
      reload(queryClient, uid);
      return;
    case 'upsert':
      if (event.version !== null) knownVersions.set(uid, event.version);
      applyChange(queryClient, uid, { type: 'upsert', item: event.item });
      return;
    case 'delete':
      if (event.version !== null) knownVersions.set(uid, event.version);
      applyChange(queryClient, uid, { type: 'delete', key: event.key });
      return;
  }
}

/** Signing out ends every stream and forgets the lists (spec §4: close on sign-out). */
export function closeLiveLists(queryClient: QueryClient): void {
  for (const connection of connections.values()) {
    if (connection.closeTimer) clearTimeout(connection.closeTimer);
    connection.close();
  }
  connections.clear();
  knownVersions.clear();
  forgetEarlyChanges();
  stopWatchingSession?.();
  stopWatchingSession = null;
  queryClient.removeQueries({ queryKey: LISTS_QUERY_ROOT });
}

function watchSession(queryClient: QueryClient): void {
  if (stopWatchingSession) return;
  stopWatchingSession = queryClient.getQueryCache().subscribe((cacheEvent) => {
    if (cacheEvent.type !== 'updated' || cacheEvent.query.queryHash !== SESSION_HASH) return;
    const session = queryClient.getQueryData<SessionState>(SESSION_QUERY_KEY);
    if (session && !session.user) closeLiveLists(queryClient);
  });
}

function open(queryClient: QueryClient, uid: string): Connection {
  const connection: Connection = {
    users: 0,
    close: () => undefined,
    settled: false,
    closeTimer: null,
  };
  const stream = openLiveListStream({
    onEvent: (event) => applyLiveEvent(queryClient, uid, event),
    onRefused: () => {
      // The session is over; the list's own request reports it.
      markSettled(connection);
    },
    onUnanswered: () => {
      connectivity.unreachable();
      // Offline, the list comes from the device at once rather than after the wait below.
      markSettled(connection);
    },
  });
  const settleAnyway = setTimeout(() => markSettled(connection), SETTLE_TIMEOUT_MS);
  // Changes kept offline go out from PendingChangesSender, on every screen (decision 136).
  const stopReconnecting = connectivity.onReconnect(() => stream.retryNow());
  connection.close = () => {
    clearTimeout(settleAnyway);
    stopReconnecting();
    stream.close();
  };
  watchSession(queryClient);
  keepListSnapshots(queryClient);
  return connection;
}

/**
 * Keeps the user's lists live while a list screen is mounted: one stream per user however many
 * screens and controls use it, closed a few seconds after the last lets go.
 */
export function subscribeLiveLists(queryClient: QueryClient, uid: string): () => void {
  let connection = connections.get(uid);
  if (!connection) {
    connection = open(queryClient, uid);
    connections.set(uid, connection);
  }
  const held = connection;
  held.users += 1;
  if (held.closeTimer) {
    clearTimeout(held.closeTimer);
    held.closeTimer = null;
  }
  return () => {
    held.users -= 1;
    if (held.users > 0) return;
    held.closeTimer = setTimeout(() => {
      if (connections.get(uid) !== held || held.users > 0) return;
      held.close();
      connections.delete(uid);
    }, CLOSE_GRACE_MS);
  };
}

export function isLiveSettled(uid: string): boolean {
  return connections.get(uid)?.settled ?? false;
}

export function onLiveSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}
