import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../../lib/rate-limits/rate-limit';
import { authError } from '../auth/auth-error';
import { enforceLimits } from '../auth/auth-limits';
import type { Clock } from '../auth/clock';
import type { Executor } from '../auth/users';
import { ApiTokenStore, looksLikeApiToken, type TokenHolder } from './api-token-store';
import { bearerTokenOf, changesState, invalidToken, readOnlyToken } from './token-access';

const TOO_MANY_GUESSES = 'Too many calls with wrong access tokens. Please try again later.';

/** Who a token call is made by, with the same checks a session gets, plus the token's scope. */
export class ApiTokens {
  readonly store: ApiTokenStore;

  constructor(
    db: Executor,
    clock: Clock,
    private readonly failuresByIp: RateLimit,
  ) {
    this.store = new ApiTokenStore(db, clock);
  }

  async authenticate(request: FastifyRequest): Promise<TokenHolder> {
    await enforceLimits([[this.failuresByIp, request.ip]], TOO_MANY_GUESSES);
    const secret = bearerTokenOf(request);
    const holder =
      secret !== undefined && looksLikeApiToken(secret) ? await this.store.use(secret) : undefined;
    if (!holder) {
      await this.failuresByIp.record(request.ip);
      // Checked again once counted: parallel guesses all pass the first check together.
      await enforceLimits([[this.failuresByIp, request.ip]], TOO_MANY_GUESSES);
      throw invalidToken();
    }
    if (holder.user.disabled === 1) throw authError('user-disabled');
    if (holder.scope === 'read' && changesState(request)) throw readOnlyToken();
    return holder;
  }
}
