import { AUTH_RETRY_BACKOFF, backoffDelay, type BackoffPolicy } from '../../../shared/backoff';

/** Spec §7 and §9: when the bot check's token is refreshed, and how failures are throttled. */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** A 403 or 404 from the exchange means it will not work soon: no retries for 24 hours. */
export const ATTESTATION_BLOCK_MS = 24 * 60 * MINUTE_MS;
/**
 * Other failures back off exponentially from 1 second with factor 2. The longest wait is the
 * block's: an exponential with no ceiling would soon mean "never".
 */
export const THROTTLE_BACKOFF: BackoffPolicy = {
  baseMs: SECOND_MS,
  factor: 2,
  maxMs: ATTESTATION_BLOCK_MS,
};
/** Refresh halfway through the token's life plus 5 minutes, never later than 5 minutes before expiry. */
export const REFRESH_MARGIN_MS = 5 * MINUTE_MS;
/** The proactive refresher retries after a failure from 30 seconds, doubling, up to 16 minutes. */
export const REFRESH_RETRY_BACKOFF = AUTH_RETRY_BACKOFF;

export interface AttestationToken {
  token: string;
  issuedAt: number;
  expiresAt: number;
}

export interface Throttle {
  /** Failures in a row that were not blocks. */
  backoffCount: number;
  /** No exchange is attempted before this time. */
  allowRequestsAfter: number;
}

/** The exchange's ttl in the hosted services' duration format ("3600s", "0.5s"); null if not one. */
export function ttlMilliseconds(ttl: string): number | null {
  const match = /^(\d+(?:\.\d+)?)s$/.exec(ttl);
  if (!match?.[1]) return null;
  const milliseconds = Number(match[1]) * SECOND_MS;
  return milliseconds > 0 ? milliseconds : null;
}

export function isUsable(token: AttestationToken | null, now: number): token is AttestationToken {
  return token !== null && token.expiresAt > now;
}

/** When to fetch the next token, ahead of this one's expiry. */
export function refreshTime({ issuedAt, expiresAt }: AttestationToken): number {
  const halfLife = issuedAt + (expiresAt - issuedAt) / 2 + REFRESH_MARGIN_MS;
  return Math.max(issuedAt, Math.min(halfLife, expiresAt - REFRESH_MARGIN_MS));
}

/** The throttle after a failed exchange with this status (0 when no answer came). */
export function throttleAfterFailure(
  status: number,
  previous: Throttle | null,
  now: number,
): Throttle {
  if (status === 403 || status === 404) {
    return {
      backoffCount: previous?.backoffCount ?? 0,
      allowRequestsAfter: now + ATTESTATION_BLOCK_MS,
    };
  }
  const backoffCount = (previous?.backoffCount ?? 0) + 1;
  return { backoffCount, allowRequestsAfter: now + backoffDelay(THROTTLE_BACKOFF, backoffCount) };
}

export function isThrottled(throttle: Throttle | null, now: number): boolean {
  return throttle !== null && now < throttle.allowRequestsAfter;
}
