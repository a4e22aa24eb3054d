import type { Clock } from '../clock';
import { digestOf, newSecretToken } from '../secrets';
import type { Executor } from '../users';

/** Long enough to open an authenticator app and type a code; short enough to be no session. */
export const MFA_CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** A passed first factor waiting for the second; the token lives only in an httpOnly cookie. */
export class MfaChallenges {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async issue(userId: string): Promise<{ token: string; expiresAt: number }> {
    const token = newSecretToken();
    const now = this.clock.now();
    const expiresAt = now + MFA_CHALLENGE_LIFETIME_MS;
    await this.db.deleteFrom('mfa_challenges').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('mfa_challenges')
      .values({
        token_hash: digestOf(token),
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The waiting user's id, or undefined when the token is unknown or expired. */
  async userOf(token: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('mfa_challenges')
      .select(['user_id', 'expires_at'])
      .where('token_hash', '=', digestOf(token))
      .executeTakeFirst();
    if (!row || row.expires_at <= this.clock.now()) return undefined;
    return row.user_id;
  }

  /** Only one request can delete the row, so one challenge opens at most one session. */
  async consume(token: string, db: Executor = this.db): Promise<boolean> {
    const result = await db
      .deleteFrom('mfa_challenges')
      .where('token_hash', '=', digestOf(token))
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
