import { Connectivity } from './connectivity';
import { showOfflineStatus } from './show-status';
import { updateOfflineStatus } from './status-store';

async function serverAnswers(): Promise<boolean> {
  try {
    // Not cached by the service worker: only the server itself can answer it.
    await fetch('/api/health', { cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/** This tab's view of whether the server can be reached (one for the whole app). */
export const connectivity = new Connectivity({ probe: serverAnswers });

connectivity.subscribe((reachability) => {
  updateOfflineStatus({ reachability });
  if (reachability === 'offline') void showOfflineStatus();
});
