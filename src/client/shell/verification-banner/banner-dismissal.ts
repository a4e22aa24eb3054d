import { BANNER_DISMISSED_COOKIE } from '../../../shared/verification-banner';
import { cookieValues, setSiteCookie } from '../../lib/cookies';

/**
 * Whether this user dismissed the verification banner in this browser session. A session cookie,
 * not storage, so the server leaves the banner out of the page it sends too (decision 264); the
 * reminder comes back with the next browser session.
 */
export function isBannerDismissed(uid: string): boolean {
  return cookieValues(BANNER_DISMISSED_COOKIE).includes(uid);
}

export function dismissBanner(uid: string): void {
  setSiteCookie(BANNER_DISMISSED_COOKIE, uid);
}
