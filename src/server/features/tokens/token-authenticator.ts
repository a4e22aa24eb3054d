import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../auth/auth-error';
import { authError } from '../auth/auth-error';
import type { Clock } from '../auth/clock';
import { SlidingWindowLimiter } from '../auth/rate-limiter';
import type { Executor } from '../auth/users';
import { ApiTokenStore, looksLikeApiToken, type TokenHolder } from './api-token-store';
import { bearerTokenOf, changesState, invalidToken, readOnlyToken } from './token-access';

/** Wrong tokens per client address: guessing is hopeless at 256 bits, but each guess is a query. */
const FAILURES_PER_QUARTER_HOUR = 20;
const QUARTER_HOUR_MS = 15 * 60_000;

/** Who a token call is made by, with the same checks a session gets, plus the token's scope. */
export class ApiTokens {
  readonly store: ApiTokenStore;
  private readonly failuresByIp: SlidingWindowLimiter;

  constructor(db: Executor, clock: Clock) {
    this.store = new ApiTokenStore(db, clock);
    this.failuresByIp = new SlidingWindowLimiter(
      { limit: FAILURES_PER_QUARTER_HOUR, windowMs: QUARTER_HOUR_MS },
      clock,
    );
  }

  async authenticate(request: FastifyRequest): Promise<TokenHolder> {
    const waitMs = this.failuresByIp.retryAfterMs(request.ip);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new TooManyRequestsError(
        `Too many calls with wrong access tokens. Try again in ${seconds} seconds.`,
        seconds,
      );
    }
    const secret = bearerTokenOf(request);
    const holder =
      secret !== undefined && looksLikeApiToken(secret) ? await this.store.use(secret) : undefined;
    if (!holder) {
      this.failuresByIp.record(request.ip);
      throw invalidToken();
    }
    if (holder.user.disabled === 1) throw authError('user-disabled');
    if (holder.scope === 'read' && changesState(request)) throw readOnlyToken();
    return holder;
  }
}
