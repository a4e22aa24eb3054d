import type { Reachability } from './connectivity';
import type { ReplayReport } from './offline-lists';

/** What the offline status shows; small, as the page's first chunks after load import it. */
export interface OfflineStatus {
  reachability: Reachability;
  /** Changes kept on this device, waiting for the server. */
  pending: number;
  /** The last time waiting changes were sent: what happened to them. */
  lastReplay: ReplayReport | null;
  /** A new version is installed and waits; calling this switches to it. */
  applyUpdate: (() => void) | null;
}

let status: OfflineStatus = {
  reachability: 'online',
  pending: 0,
  lastReplay: null,
  applyUpdate: null,
};
const listeners = new Set<() => void>();

export function offlineStatus(): OfflineStatus {
  return status;
}

export function updateOfflineStatus(change: Partial<OfflineStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
