import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLanguage } from '../i18n/i18n';
import { rememberedLanguage } from '../i18n/language-choice';
import { App } from './App';
import { createQueryClient } from './query-client';
import { restoreLastPath } from './remember-last-path';
import { preloadOpeningScreen } from './router';

/** Starts the app in the page's #root, in the language the browser asks for. */
export async function startApp(): Promise<void> {
  restoreLastPath();
  // Its own task: asking for the screen's code costs as much as the first render.
  setTimeout(() => preloadOpeningScreen(window.location.pathname), 0);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');

  // Decision 130: the service worker and the offline status load after the page, off the first route.
  const startOfflineSupport = () =>
    void import('../features/offline/start-offline').then(({ startOffline }) => startOffline());
  if (document.readyState === 'complete') setTimeout(startOfflineSupport, 0);
  else window.addEventListener('load', startOfflineSupport, { once: true });

  const remembered = rememberedLanguage();
  document.documentElement.lang = await startLanguage(
    remembered ? [remembered, ...navigator.languages] : navigator.languages,
  );
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
