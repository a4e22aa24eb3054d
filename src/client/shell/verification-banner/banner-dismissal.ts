import { BANNER_DISMISSED_COOKIE } from '../../../shared/verification-banner';

/**
 * Whether this user dismissed the verification banner in this browser session. A session cookie,
 * not storage, so the server leaves the banner out of the page it sends too (decision 264); the
 * reminder comes back with the next browser session.
 */
export function isBannerDismissed(uid: string): boolean {
  const prefix = `${BANNER_DISMISSED_COOKIE}=`;
  return document.cookie
    .split('; ')
    .some(
      (pair) => pair.startsWith(prefix) && decodeURIComponent(pair.slice(prefix.length)) === uid,
    );
}

export function dismissBanner(uid: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${BANNER_DISMISSED_COOKIE}=${encodeURIComponent(uid)}; Path=/; SameSite=Lax${secure}`;
}
