const SERVICE_WORKER_URL = '/sw.js';
const UPDATE_CHECK_MS = 60 * 60_000;
/**
 * The precaching downloads the whole build, about 130 files: the browser's network and IO threads
 * and the server then want the same cores as the page drawing its first screen and its titles
 * (a trace on two cores: 280 ms of the worker's CPU and as much again in the browser, inside the
 * page's first two seconds). Nothing this visit shows needs it, so it waits this long after load.
 */
const SETTLE_MS = 5000;
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

async function register(): Promise<void> {
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

let registering: Promise<void> | undefined;

/**
 * The worker, registered once: a few seconds after load, or at once when something needs it now
 * (turning airing alerts on subscribes through it).
 */
export function registerServiceWorker(): Promise<void> {
  registering ??= register().catch((error: unknown) =>
    console.warn('The app cannot work offline here: its service worker did not register.', error),
  );
  return registering;
}

/**
 * After the page has loaded (decision 130): the service worker, and a watch on the network.
 * Kept tiny, as the first route's budget counts it.
 */
export function startOffline(): void {
  followTheNetwork();
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  setTimeout(
    () => requestIdleCallback(() => void registerServiceWorker(), { timeout: REGISTER_WITHIN_MS }),
    SETTLE_MS,
  );
}
