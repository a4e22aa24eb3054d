import type { Clock } from '../auth/clock';
import { digestOf } from '../auth/secrets';
import type { Executor } from '../auth/users';

/**
 * How long an event is remembered as counted. Servers repeat an event within seconds (Jellyfin
 * sends a finished stop and a "played" save for one viewing); a later viewing of the same item
 * cannot move progress back anyway.
 */
export const RECEIPT_LIFETIME_MS = 6 * 60 * 60_000;

/** Events already counted, by the SHA-256 of their idempotency key (decision 230). */
export class ScrobbleReceipts {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /** Records the key; false when it was already recorded within the lifetime. */
  async firstTime(userId: string, key: string): Promise<boolean> {
    const now = this.clock.now();
    const keyHash = digestOf(key);
    await this.db
      .deleteFrom('scrobble_receipts')
      .where('user_id', '=', userId)
      .where('received_at', '<', now - RECEIPT_LIFETIME_MS)
      .execute();
    const inserted = await this.db
      .insertInto('scrobble_receipts')
      .values({ user_id: userId, key_hash: keyHash, received_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'key_hash']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async forget(userId: string, key: string): Promise<void> {
    await this.db
      .deleteFrom('scrobble_receipts')
      .where('user_id', '=', userId)
      .where('key_hash', '=', digestOf(key))
      .execute();
  }

  async removeAllOf(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('scrobble_receipts').where('user_id', '=', userId).execute();
  }
}
