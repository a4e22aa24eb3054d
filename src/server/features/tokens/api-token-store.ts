import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  type ApiTokenScope,
  type ApiTokenSummary,
} from '../../../shared/api-tokens';
import type { ApiTokensTable } from '../../db/schema';
import type { Clock } from '../auth/clock';
import { digestOf } from '../auth/secrets';
import type { Executor, UserRow } from '../auth/users';

type ApiTokenRow = Selectable<ApiTokensTable>;

/** Writing last-used on every call would make each read a write; a minute is exact enough. */
const LAST_USED_PRECISION_MS = 60_000;

/** The token's own characters: 32 random bytes, url-safe, after the prefix. */
const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export function looksLikeApiToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function summaryOf(row: ApiTokenRow): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(Number(row.last_used_at)).toISOString(),
  };
}

export interface TokenHolder {
  user: UserRow;
  tokenId: string;
  scope: ApiTokenScope;
}

/** Personal access tokens: only their digests are kept, as for sessions (decision 235). */
export class ApiTokenStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /** Null when the user already holds the most live tokens allowed. */
  async create(
    userId: string,
    name: string,
    scope: ApiTokenScope,
  ): Promise<{ row: ApiTokenRow; secret: string } | null> {
    return this.db.transaction().execute(async (trx) => {
      const live = await trx
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(live.count) >= API_TOKENS_PER_USER) return null;
      const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row: ApiTokenRow = {
        id: randomBytes(12).toString('base64url'),
        user_id: userId,
        token_hash: digestOf(secret),
        name,
        scope,
        created_at: this.clock.now(),
        last_used_at: null,
        revoked_at: null,
      };
      await trx.insertInto('api_tokens').values(row).execute();
      return { row, secret };
    });
  }

  /** The user's live tokens, newest first. */
  async listOf(userId: string): Promise<ApiTokenRow[]> {
    return this.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Whether a live token of this user's was revoked; another user's id revokes nothing. */
  async revoke(userId: string, tokenId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('api_tokens')
      .set({ revoked_at: this.clock.now() })
      .where('id', '=', tokenId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The live token's holder, noting the use; undefined for an unknown or revoked token. */
  async use(secret: string): Promise<TokenHolder | undefined> {
    const row = await this.db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .selectAll('users')
      .select([
        'api_tokens.id as token_id',
        'api_tokens.scope as token_scope',
        'api_tokens.last_used_at as token_last_used_at',
      ])
      .where('api_tokens.token_hash', '=', digestOf(secret))
      .where('api_tokens.revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const { token_id, token_scope, token_last_used_at, ...user } = row;
    const now = this.clock.now();
    if (token_last_used_at === null || now - Number(token_last_used_at) >= LAST_USED_PRECISION_MS) {
      await this.db
        .updateTable('api_tokens')
        .set({ last_used_at: now })
        .where('id', '=', token_id)
        .execute();
    }
    return { user, tokenId: token_id, scope: token_scope };
  }

  async removeAllOf(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
  }
}
