import { connectivity } from './connectivity-runtime';
import { showOfflineStatus } from './show-status';
import { updateOfflineStatus } from './status-store';

const SERVICE_WORKER_URL = '/sw.js';
const UPDATE_CHECK_MS = 60 * 60_000;

function followTheNetwork(): void {
  window.addEventListener('offline', () => connectivity.unreachable());
  window.addEventListener('online', () => connectivity.checkNow());
  if (!navigator.onLine) connectivity.unreachable();
  connectivity.subscribe((reachability) => {
    updateOfflineStatus({ reachability });
    if (reachability === 'offline') void showOfflineStatus();
  });
}

/**
 * A new version waits until the user takes it (decision 131): switching under a page that is
 * running would mix old code with new assets. Taking it activates the new worker and reloads.
 */
function offerUpdate(worker: ServiceWorker): void {
  updateOfflineStatus({
    applyUpdate: () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    },
  });
  void showOfflineStatus();
}

async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  // Without a controller this is the first install, which needs no prompt.
  const isUpdate = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && isUpdate()) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && isUpdate()) offerUpdate(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/** After the page has loaded: the service worker, and the offline status when it has news. */
export function startOffline(): void {
  followTheNetwork();
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  registerServiceWorker().catch((error: unknown) =>
    console.warn('The app cannot work offline here: its service worker did not register.', error),
  );
}
