import { AUTH_RETRY_BACKOFF, backoffDelay } from '../../../shared/backoff';
import {
  isTransientFailure,
  refreshSession,
  sessionEndReason,
  signedOut,
  type SessionState,
} from './session-api';
import { MAX_TIMER_MS, refreshDelay } from './session-timing';

export interface SessionRefreshOptions {
  expiresAt: number;
  /** Takes the refreshed session, or the signed-out state when the server refused. */
  onSession: (state: SessionState) => void;
  /** The server's origin; '' for this page's. */
  origin?: string;
  now?: () => number;
  /** Runs `callback` after `delay` ms, answering a function that cancels it. */
  schedule?: (callback: () => void, delay: number) => () => void;
}

function scheduleWithTimeout(callback: () => void, delay: number): () => void {
  const timer = setTimeout(callback, delay);
  return () => clearTimeout(timer);
}

/**
 * Spec §4: refreshes the session token 5 minutes before it expires, retrying failures that say
 * nothing about the session from 30 s doubling to 16 minutes (§9); a refusal (disabled account,
 * expired token) signs out. Answers a function that stops it.
 */
export function startSessionRefresh({
  expiresAt,
  onSession,
  origin = '',
  now = Date.now,
  schedule = scheduleWithTimeout,
}: SessionRefreshOptions): () => void {
  let stopped = false;
  let cancelTimer = () => {};
  let failures = 0;

  const wait = (delay: number) => {
    cancelTimer = schedule(attempt, Math.min(delay, MAX_TIMER_MS));
  };
  function attempt() {
    // A timer cut short by the browser's maximum, or woken early, simply waits again.
    const delay = refreshDelay(expiresAt, now());
    if (delay > 0) return wait(delay);
    refreshSession(origin).then(
      (state) => {
        if (!stopped) onSession(state);
      },
      (error: unknown) => {
        if (stopped) return;
        if (isTransientFailure(error)) {
          failures += 1;
          return wait(backoffDelay(AUTH_RETRY_BACKOFF, failures));
        }
        const reason = sessionEndReason(error);
        if (reason) onSession(signedOut(reason));
      },
    );
  }

  wait(refreshDelay(expiresAt, now()));
  return () => {
    stopped = true;
    cancelTimer();
  };
}
