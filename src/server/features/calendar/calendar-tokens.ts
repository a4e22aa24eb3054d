import type { Clock } from '../auth/clock';
import type { SecretBox } from '../auth/keys/secret-box';
import { digestOf, newSecretToken } from '../auth/secrets';
import type { Executor } from '../auth/users';

export interface CalendarToken {
  /** Null only for an address made before tokens were kept sealed: it is rotated to be shown. */
  token: string | null;
  createdAt: number;
}

/**
 * The private iCal feed's credential: one per user, looked up by its SHA-256 (decision 096) and
 * kept sealed with the instance secret so the profile can show its address again (decision 367).
 */
export class CalendarTokenStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly box: SecretBox,
  ) {}

  /** The user's token, made on the first call. */
  async ensure(userId: string): Promise<CalendarToken> {
    const existing = await this.existing(userId);
    if (existing) return existing;
    const token = newSecretToken();
    const createdAt = this.clock.now();
    const inserted = await this.db
      .insertInto('calendar_tokens')
      .values({ ...(await this.stored(token)), user_id: userId, created_at: createdAt })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { token, createdAt };
    // Another request made it first: its token is the one kept.
    return (await this.existing(userId)) ?? { token: null, createdAt };
  }

  /** A new token; the old address stops working at once. */
  async rotate(userId: string): Promise<CalendarToken & { token: string }> {
    const token = newSecretToken();
    const createdAt = this.clock.now();
    const stored = await this.stored(token);
    await this.db
      .insertInto('calendar_tokens')
      .values({ ...stored, user_id: userId, created_at: createdAt })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ ...stored, created_at: createdAt }),
      )
      .execute();
    return { token, createdAt };
  }

  /** The user the token belongs to, unless the account is disabled. */
  async userOf(token: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('calendar_tokens')
      .innerJoin('users', 'users.id', 'calendar_tokens.user_id')
      .select('calendar_tokens.user_id')
      .where('calendar_tokens.token_hash', '=', digestOf(token))
      .where('users.disabled', '=', 0)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  async removeAllOf(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('calendar_tokens').where('user_id', '=', userId).execute();
  }

  private async stored(token: string) {
    return { token_hash: digestOf(token), token_sealed: await this.box.seal(token) };
  }

  private async existing(userId: string): Promise<CalendarToken | null> {
    const row = await this.db
      .selectFrom('calendar_tokens')
      .select(['created_at', 'token_sealed'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    const token = row.token_sealed === null ? null : await this.box.open(row.token_sealed);
    return { token, createdAt: row.created_at };
  }
}
