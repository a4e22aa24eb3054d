const KEY = 'tsuzuki:verification-banner-dismissed';

/**
 * Whether this user dismissed the verification banner in this browser session. sessionStorage,
 * so the reminder comes back with the next session; it never throws (private modes, full).
 */
export function isBannerDismissed(uid: string): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === uid;
  } catch {
    return false;
  }
}

export function dismissBanner(uid: string): void {
  try {
    window.sessionStorage.setItem(KEY, uid);
  } catch {
    // The banner still goes for this page; it may come back on the next load.
  }
}
