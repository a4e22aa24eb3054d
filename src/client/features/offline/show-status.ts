let shown: Promise<void> | null = null;

/**
 * Puts the offline status (indicator, waiting changes, update prompt) on the page, the first
 * time there is something to show: its code stays off the first route.
 */
export function showOfflineStatus(): Promise<void> {
  shown ??= import('./mount-offline-status').then(({ mountOfflineStatus }) => mountOfflineStatus());
  return shown;
}
