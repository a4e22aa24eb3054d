import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { TooManyRequestsError } from '../features/auth/auth-error';
import { HotPathLimit } from '../lib/rate-limits/hot-path-limit';
import type { RateLimits } from '../lib/rate-limits/rate-limits';

export interface AnonymousCallLimitOptions {
  /** Calls a client address may make a minute (CATALOGUE_CALLS_PER_MINUTE_PER_IP). */
  perMinute: number;
  rateLimits: RateLimits;
  /** Whether the request carries a live session; asked only once its address is over the limit. */
  isSignedIn: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * Keeps one client address from spending the server on catalogue calls (S-01, decision 156).
 * Signed-in users pass: a session is something an attacker must create, and sign-ups are limited.
 * The session is looked up only past the limit, and the count is kept in batches (decision 200):
 * only a client's first call of a minute waits for the database, the common call for nothing.
 */
export function anonymousCallLimit(options: AnonymousCallLimitOptions): onRequestHookHandler {
  const limit = new HotPathLimit(
    options.rateLimits.limit('anonymous-catalogue-calls-by-ip', {
      limit: options.perMinute,
      windowMs: 60_000,
    }),
  );
  const refuseUnlessSignedIn = (request: FastifyRequest, waitMs: number) =>
    options
      .isSignedIn(request)
      .then((signedIn) => (signedIn ? undefined : tooManyCalls(Math.ceil(waitMs / 1000))));
  // A callback hook, not an async one: the common call, on the bench's hot path, makes no promise.
  return (request, _reply, done) => {
    const waitMs = limit.take(request.ip);
    if (waitMs === 0) {
      done();
      return;
    }
    Promise.resolve(waitMs)
      .then((wait) => (wait === 0 ? undefined : refuseUnlessSignedIn(request, wait)))
      .then(
        (refusal) => done(refusal),
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
