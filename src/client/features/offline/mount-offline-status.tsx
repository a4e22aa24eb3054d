import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfflineStatusBar } from './OfflineStatusBar';

/** Its own root beside the app: it follows the offline status store, not the app's state. */
export function mountOfflineStatus(): void {
  const container = document.createElement('div');
  container.id = 'offline-status';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <OfflineStatusBar />
    </StrictMode>,
  );
}
