import type { Clock } from '../auth/clock';
import { digestOf, newSecretToken } from '../auth/secrets';
import type { Executor } from '../auth/users';

export interface CalendarToken {
  /** Only when just made: the database keeps the digest alone, so it cannot be shown again. */
  token: string | null;
  createdAt: number;
}

/** The private iCal feed's credential: one per user, stored as its SHA-256 (decision 096). */
export class CalendarTokenStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /** The user's token, made on the first call. */
  async ensure(userId: string): Promise<CalendarToken> {
    const existing = await this.existing(userId);
    if (existing) return existing;
    const token = newSecretToken();
    const createdAt = this.clock.now();
    const inserted = await this.db
      .insertInto('calendar_tokens')
      .values({ user_id: userId, token_hash: digestOf(token), created_at: createdAt })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { token, createdAt };
    // Another request made it first; that one showed its address.
    return (await this.existing(userId)) ?? { token: null, createdAt };
  }

  /** A new token; the old address stops working at once. */
  async rotate(userId: string): Promise<CalendarToken & { token: string }> {
    const token = newSecretToken();
    const createdAt = this.clock.now();
    await this.db
      .insertInto('calendar_tokens')
      .values({ user_id: userId, token_hash: digestOf(token), created_at: createdAt })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ token_hash: digestOf(token), created_at: createdAt }),
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

  private async existing(userId: string): Promise<CalendarToken | null> {
    const row = await this.db
      .selectFrom('calendar_tokens')
      .select('created_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { token: null, createdAt: row.created_at } : null;
  }
}
