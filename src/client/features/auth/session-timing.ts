/** Spec §4 and §9: when the session token is refreshed, and the verification banner's rhythm. */

const SECOND_MS = 1000;

export const SESSION_REFRESH_AHEAD_MS = 5 * 60 * SECOND_MS;
/** Spec §4: the user record is polled this often while the address is unverified. */
export const VERIFICATION_POLL_MS = 3 * SECOND_MS;
/** Spec §4: the Resend button rests this long after use. */
export const RESEND_COOLDOWN_MS = 2 * SECOND_MS;
/** Browsers fire longer timeouts at once; a timer cut short simply waits again. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** How long until the session should be refreshed: 5 minutes before it expires, or now. */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - SESSION_REFRESH_AHEAD_MS - now);
}
