import { openIndexedDbStore } from './key-value-store';
import { OfflineLists, type ReplayReport } from './offline-lists';
import { showOfflineStatus } from './show-status';
import { updateOfflineStatus } from './status-store';

const DATABASE_NAME = 'tsuzuki-offline';

let lists: Promise<OfflineLists | null> | null = null;

/** The lists' offline cache and write queue; null where IndexedDB is unavailable (some private modes). */
export function offlineLists(): Promise<OfflineLists | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  lists ??= openIndexedDbStore(DATABASE_NAME).then(
    (store) => new OfflineLists(store),
    (error: unknown) => {
      console.warn('The offline cache is unavailable; lists work online only.', error);
      return null;
    },
  );
  return lists;
}

/** Tells the offline status what a replay of waiting changes did. */
export function announceReplay(report: ReplayReport, pending: number): void {
  updateOfflineStatus({ lastReplay: report, pending });
  void showOfflineStatus();
}

/** Tells the offline status how many changes wait to be sent. */
export function announcePending(pending: number): void {
  updateOfflineStatus({ pending });
  if (pending > 0) void showOfflineStatus();
}
