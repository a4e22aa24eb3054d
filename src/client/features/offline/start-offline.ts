const SERVICE_WORKER_URL = '/sw.js';
const UPDATE_CHECK_MS = 60 * 60_000;
const REGISTER_WITHIN_MS = 5000;

/** The browser's word on the network; the connectivity code loads only when it is needed. */
function followTheNetwork(): void {
  const connectivity = () => import('./connectivity-runtime').then((module) => module.connectivity);
  const whenOffline = () => void connectivity().then((watcher) => watcher.unreachable());
  window.addEventListener('offline', whenOffline);
  window.addEventListener(
    'online',
    () => void connectivity().then((watcher) => watcher.checkNow()),
  );
  if (!navigator.onLine) whenOffline();
}

function offerUpdate(worker: ServiceWorker): void {
  void import('./offer-update').then(({ offerUpdate: offer }) => offer(worker));
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

/**
 * After the page has loaded (decision 130): the service worker, and a watch on the network.
 * Kept tiny, as the first route's budget counts it.
 */
export function startOffline(): void {
  followTheNetwork();
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // Its precaching downloads the whole build: not while the page is still busy drawing.
  requestIdleCallback(
    () =>
      void registerServiceWorker().catch((error: unknown) =>
        console.warn(
          'The app cannot work offline here: its service worker did not register.',
          error,
        ),
      ),
    { timeout: REGISTER_WITHIN_MS },
  );
}
