import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AlertDeliveriesTable } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { TimeSlice } from '../../lib/time-slice';
import type { DeliveryRow } from './alert-messages';

/** An instance holds what it claimed this long; if it dies meanwhile, another takes it after. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Rows per insert: SQLite takes at most 32,766 parameters in one statement. */
const INSERT_CHUNK = 500;

export type NewDelivery = Omit<
  Insertable<AlertDeliveriesTable>,
  'id' | 'state' | 'attempts' | 'claimed_until' | 'sent_at' | 'detail'
>;

/** The durable queue of due and sent alerts (decision 222). */
export class AlertQueue {
  constructor(private readonly database: AppDatabase) {}

  /**
   * Adds what is not there yet: each episode is queued once per user and channel. A SQLite
   * insert of a full chunk takes several milliseconds on the server's thread, so a day with
   * thousands of alerts gives requests a turn between chunks.
   */
  async enqueue(rows: readonly NewDelivery[]): Promise<void> {
    const slice = new TimeSlice();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await slice.pause();
      const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({
        ...row,
        id: randomUUID(),
        state: 'pending' as const,
        attempts: 0,
        claimed_until: null,
        sent_at: null,
        detail: null,
      }));
      await this.database.db
        .insertInto('alert_deliveries')
        .values(chunk)
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'channel', 'episode_key']).doNothing(),
        )
        .execute();
    }
  }

  /**
   * Takes up to `limit` due alerts for this instance. On PostgreSQL the rows another instance
   * is taking are skipped (FOR UPDATE SKIP LOCKED), so each alert goes to exactly one instance;
   * SQLite has one process, whose statements run one at a time.
   */
  async claim(now: number, limit: number): Promise<DeliveryRow[]> {
    return this.claimDue(now, { limit });
  }

  /** The other due digest rows of one user, so a digest lists everything due at its hour. */
  async claimDigestOf(userId: string, now: number): Promise<DeliveryRow[]> {
    return this.claimDue(now, { digestOf: userId });
  }

  private claimDue(
    now: number,
    scope: { limit?: number; digestOf?: string },
  ): Promise<DeliveryRow[]> {
    const { db, dialect } = this.database;
    const { limit, digestOf } = scope;
    const due = db
      .selectFrom('alert_deliveries')
      .select('id')
      .$if(digestOf !== undefined, (query) =>
        query.where('user_id', '=', digestOf ?? '').where('channel', '=', 'email'),
      )
      .where('state', '=', 'pending')
      .where('due_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .$if(limit !== undefined, (query) => query.orderBy('due_at').limit(limit ?? 0))
      .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
    return db
      .updateTable('alert_deliveries')
      .set({ claimed_until: now + CLAIM_LEASE_MS })
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  async finish(
    ids: readonly string[],
    state: 'sent' | 'failed' | 'skipped',
    detail: string,
    now: number,
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.database.db
      .updateTable('alert_deliveries')
      .set({
        state,
        detail,
        claimed_until: null,
        sent_at: state === 'sent' ? now : null,
      })
      .where('id', 'in', ids)
      .execute();
  }

  async retryLater(ids: readonly string[], dueAt: number, detail: string): Promise<void> {
    if (ids.length === 0) return;
    await this.database.db
      .updateTable('alert_deliveries')
      .set((eb) => ({
        due_at: dueAt,
        detail,
        claimed_until: null,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', ids)
      .execute();
  }
}
