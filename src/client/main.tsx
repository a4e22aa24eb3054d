import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { restoreLastPath } from './app/remember-last-path';
import { preloadOpeningScreen } from './app/router';
import './app/global.css';

restoreLastPath();
// Its own task: adding the screen's preload links costs as much as the first render.
setTimeout(() => preloadOpeningScreen(window.location.pathname), 0);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// Decision 130: the service worker and the offline status load after the page, off the first route.
window.addEventListener(
  'load',
  () => void import('./features/offline/start-offline').then(({ startOffline }) => startOffline()),
  { once: true },
);

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
