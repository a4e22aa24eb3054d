let shown: Promise<void> | null = null;

/**
 * Puts the offline status (indicator, waiting changes, update prompt) on the page, the first
 * time there is something to show: its code and its words stay off the first route. Offline,
 * they come from the service worker's copy; where there is none, the next change tries again.
 */
export function showOfflineStatus(): Promise<void> {
  shown ??= import('./mount-offline-status')
    .then(({ mountOfflineStatus }) => mountOfflineStatus())
    .catch((error: unknown) => {
      shown = null;
      console.warn('The offline status could not be shown.', error);
    });
  return shown;
}
