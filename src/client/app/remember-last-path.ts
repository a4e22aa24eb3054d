import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readStoredItem, storeItem } from '../lib/local-storage';
import { whenIdle } from '../lib/when-idle';
import {
  LAST_PATH_STORAGE_KEY,
  isRestorablePath,
  pathToRemember,
  pathToRestore,
} from './last-path';

/** Runs once, before the router reads the address, so only the first load is redirected. */
export function restoreLastPath(): void {
  const target = pathToRestore(window.location, () => readStoredItem(LAST_PATH_STORAGE_KEY));
  if (target !== null) window.history.replaceState(null, '', target);
}

function rememberCurrentPath(): void {
  const path = pathToRemember(window.location);
  // Visiting Home is remembered too, so a later reload at / stays at /.
  if (path === '/' || isRestorablePath(path)) storeItem(LAST_PATH_STORAGE_KEY, path);
}

/**
 * Remembers the address after every navigation, once the browser is idle (storage is kept out
 * of the tasks that draw a screen), and at once when the page is hidden; the second catches
 * filter changes, which rewrite the address without the router knowing.
 */
export function useRememberLastPath(): void {
  const { pathname, search } = useLocation();

  useEffect(() => whenIdle(rememberCurrentPath), [pathname, search]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') rememberCurrentPath();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', rememberCurrentPath);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', rememberCurrentPath);
    };
  }, []);
}
