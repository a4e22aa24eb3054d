import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { TooManyRequestsError } from '../features/auth/auth-error';
import { HotPathLimit } from '../lib/rate-limits/hot-path-limit';
import type { RateLimits } from '../lib/rate-limits/rate-limits';

export interface AnonymousCallLimitOptions {
  /** Calls a client address may make a minute (CATALOGUE_CALLS_PER_MINUTE_PER_IP). */
  perMinute: number;
  rateLimits: RateLimits;
  /** The account whose live session the request carries; asked only past its address's limit. */
  signedInAccount: (request: FastifyRequest) => Promise<string | undefined>;
}

/**
 * A signed-in account may make this many times an address's calls a minute beyond its address's
 * own (decision 351): far more than a person browsing, still a bound for a script.
 */
export const SIGNED_IN_FACTOR = 2;

/**
 * Keeps one client address from spending the server on catalogue calls (S-01, decision 156), and
 * a signed-in account past its address's limit from doing so without end (issue 33, decision
 * 351). The session is looked up only past the address's limit, and the counts are kept in
 * batches (decision 200): only a client's first call of a minute waits for the database, the
 * common call for nothing.
 */
export function anonymousCallLimit(options: AnonymousCallLimitOptions): onRequestHookHandler {
  const byAddress = new HotPathLimit(
    options.rateLimits.limit('anonymous-catalogue-calls-by-ip', {
      limit: options.perMinute,
      windowMs: 60_000,
    }),
  );
  const byAccount = new HotPathLimit(
    options.rateLimits.limit('signed-in-catalogue-calls-by-account', {
      limit: options.perMinute * SIGNED_IN_FACTOR,
      windowMs: 60_000,
    }),
  );
  const refusalPastAddress = async (request: FastifyRequest, addressWaitMs: number) => {
    const account = await options.signedInAccount(request);
    const waitMs = account === undefined ? addressWaitMs : await byAccount.take(account);
    return waitMs === 0 ? undefined : tooManyCalls(Math.ceil(waitMs / 1000));
  };
  // A callback hook, not an async one: the common call, on the bench's hot path, makes no promise.
  return (request, _reply, done) => {
    const waitMs = byAddress.take(request.ip);
    if (waitMs === 0) {
      done();
      return;
    }
    Promise.resolve(waitMs)
      .then((wait) => (wait === 0 ? undefined : refusalPastAddress(request, wait)))
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
