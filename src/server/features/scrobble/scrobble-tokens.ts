import type { Clock } from '../auth/clock';
import type { SecretBox } from '../auth/keys/secret-box';
import { digestOf, newSecretToken } from '../auth/secrets';
import type { Executor } from '../auth/users';

/** The webhook's 43-character token, the only credential a media server sends. */
export const SCROBBLE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * One webhook token per user (decision 230). It is found by its SHA-256, so the look-up compares
 * digests in the database, never the token itself; it is kept sealed with the instance secret
 * as well, so its owner can copy the address again on any device.
 */
export class ScrobbleTokenStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly box: SecretBox,
  ) {}

  /** The user's token, made on first use; null once they revoked it. */
  async ensure(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('scrobble_tokens')
      .select('sealed_token')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return this.rotate(userId);
    return row.sealed_token === null ? null : this.box.open(row.sealed_token);
  }

  /** A new token, replacing any before it: the old address stops working at once. */
  async rotate(userId: string): Promise<string> {
    const token = newSecretToken();
    const values = {
      token_hash: digestOf(token),
      sealed_token: await this.box.seal(token),
      created_at: this.clock.now(),
    };
    await this.db
      .insertInto('scrobble_tokens')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    return token;
  }

  /** The address stops working, and no new one is made until the user asks for it. */
  async revoke(userId: string): Promise<void> {
    const revoked = { token_hash: null, sealed_token: null, created_at: this.clock.now() };
    await this.db
      .insertInto('scrobble_tokens')
      .values({ user_id: userId, ...revoked })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(revoked))
      .execute();
  }

  async removeAllOf(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('scrobble_tokens').where('user_id', '=', userId).execute();
  }

  /** The user the token belongs to, unless the account is disabled. */
  async userOf(token: string): Promise<string | null> {
    if (!SCROBBLE_TOKEN.test(token)) return null;
    const row = await this.db
      .selectFrom('scrobble_tokens')
      .innerJoin('users', 'users.id', 'scrobble_tokens.user_id')
      .select('scrobble_tokens.user_id')
      .where('scrobble_tokens.token_hash', '=', digestOf(token))
      .where('users.disabled', '=', 0)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }
}
