import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Clock } from '../features/auth/clock';
import { TooManyRequestsError } from '../features/auth/auth-error';
import { PerMinuteLimit } from './per-minute-limit';

export interface AnonymousCallLimitOptions {
  /** Calls a client address may make a minute (CATALOGUE_CALLS_PER_MINUTE_PER_IP). */
  perMinute: number;
  clock: Clock;
  /** Whether the request carries a live session; asked only once its address is over the limit. */
  isSignedIn: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * Keeps one client address from spending the server on catalogue calls (S-01, decision 156).
 * Signed-in users pass: a session is something an attacker must create, and sign-ups are limited.
 * The session is looked up only past the limit, so the common call costs no database query.
 */
export function anonymousCallLimit(options: AnonymousCallLimitOptions): onRequestHookHandler {
  const limit = new PerMinuteLimit(options.perMinute, options.clock);
  // A callback hook, not an async one: the common call, on the bench's hot path, makes no promise.
  return (request, _reply, done) => {
    const waitSeconds = limit.take(request.ip);
    if (waitSeconds === 0) {
      done();
      return;
    }
    options.isSignedIn(request).then(
      (signedIn) => done(signedIn ? undefined : tooManyCalls(waitSeconds)),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

function tooManyCalls(waitSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    `Too many catalogue requests. Try again in ${waitSeconds} seconds.`,
    waitSeconds,
  );
}
