import type { Clock } from '../clock';
import { digestOf, newSecretToken } from '../secrets';
import type { Executor } from '../users';
import type { LinkedIdentityRow } from '../ways/linked-identities';

export const PENDING_LINK_LIFETIME_MS = 15 * 60_000;

/**
 * A provider identity whose verified e-mail matches an existing account. It is linked only
 * once someone signs in to that account with its password in the same browser (decision 123).
 */
export class PendingLinks {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async hold(identity: Omit<LinkedIdentityRow, 'created_at'>): Promise<string> {
    const token = newSecretToken();
    const now = this.clock.now();
    await this.db.deleteFrom('pending_links').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('pending_links')
      .values({
        ...identity,
        token_hash: digestOf(token),
        created_at: now,
        expires_at: now + PENDING_LINK_LIFETIME_MS,
      })
      .execute();
    return token;
  }

  /** The identity held for this account under the token, spent; undefined for any other. */
  async takeFor(token: string, userId: string): Promise<LinkedIdentityRow | undefined> {
    const row = await this.db
      .selectFrom('pending_links')
      .selectAll()
      .where('token_hash', '=', digestOf(token))
      .executeTakeFirst();
    if (!row || row.user_id !== userId || row.expires_at <= this.clock.now()) return undefined;
    await this.db.deleteFrom('pending_links').where('token_hash', '=', row.token_hash).execute();
    return {
      provider: row.provider,
      subject: row.subject,
      user_id: row.user_id,
      email: row.email,
      created_at: this.clock.now(),
    };
  }
}
