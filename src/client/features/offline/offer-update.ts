import { showOfflineStatus } from './show-status';
import { updateOfflineStatus } from './status-store';

/**
 * A new version waits until the user takes it (decision 131): switching under a running page
 * would mix old code with new assets. Taking it activates the new worker and reloads.
 */
export function offerUpdate(worker: ServiceWorker): void {
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
