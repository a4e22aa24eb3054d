import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../../lib/rate-limits/rate-limit';
import { authError } from '../auth/auth-error';
import type { Clock } from '../auth/clock';
import type { Executor } from '../auth/users';
import { ApiTokenStore, looksLikeApiToken, type TokenHolder } from './api-token-store';
import { bearerTokenOf, changesState, invalidToken, readOnlyToken } from './token-access';
import { WrongCredentials } from './wrong-credentials';

const TOO_MANY_GUESSES = 'Too many calls with wrong access tokens. Please try again later.';

/** Who a token call is made by, with the same checks a session gets, plus the token's scope. */
export class ApiTokens {
  readonly store: ApiTokenStore;
  private readonly wrong: WrongCredentials;

  constructor(db: Executor, clock: Clock, failures: RateLimit) {
    this.store = new ApiTokenStore(db, clock);
    this.wrong = new WrongCredentials(failures, TOO_MANY_GUESSES);
  }

  async authenticate(request: FastifyRequest): Promise<TokenHolder> {
    const secret = bearerTokenOf(request) ?? '';
    await this.wrong.check(request.ip, secret);
    const holder = looksLikeApiToken(secret) ? await this.store.use(secret) : undefined;
    if (!holder) {
      await this.wrong.failed(request.ip, secret);
      throw invalidToken();
    }
    if (holder.user.disabled === 1) throw authError('user-disabled');
    if (holder.scope === 'read' && changesState(request)) throw readOnlyToken();
    return holder;
  }
}
