import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, loadMessages } from '../../i18n/i18n';
import { OfflineStatusBar } from './OfflineStatusBar';

/** Its own root beside the app: it follows the offline status store, not the app's state. */
export async function mountOfflineStatus(): Promise<void> {
  await loadMessages('offline');
  const container = document.createElement('div');
  container.id = 'offline-status';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <OfflineStatusBar />
      </I18nProvider>
    </StrictMode>,
  );
}
