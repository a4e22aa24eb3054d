import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type {
  AlertChannel,
  AlertDelivery,
  AlertSettings,
  PushSubscriptionInput,
} from '../../../shared/alerts-api';
import type { AlertSettingsTable, AlertChannelStatesTable } from '../../db/schema';
import type { Clock } from '../auth/clock';
import type { Executor } from '../auth/users';

export type AlertSettingsRow = Selectable<AlertSettingsTable>;
type ChannelStateRow = Selectable<AlertChannelStatesTable>;

/** A webhook failing this long is paused until the user saves it again or sends a test. */
export const WEBHOOK_PAUSE_AFTER_MS = 24 * 3_600_000;

const DEFAULT_SETTINGS: Omit<AlertSettingsRow, 'user_id' | 'updated_at'> = {
  time_zone: 'UTC',
  include_plan_to_watch: 0,
  quiet_start: null,
  quiet_end: null,
  push_enabled: 0,
  email_enabled: 0,
  email_mode: 'episode',
  digest_hour: 8,
  webhook_enabled: 0,
  webhook_url: null,
  webhook_secret_sealed: null,
  webhook_list_changes: 0,
};

export type AlertSettingsChanges = Partial<Omit<AlertSettingsRow, 'user_id' | 'updated_at'>>;

export function endpointHash(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex');
}

function deliveryOf(state: ChannelStateRow | undefined): AlertDelivery | null {
  if (!state || state.last_at === null) return null;
  return {
    at: new Date(state.last_at).toISOString(),
    ok: state.last_ok === 1,
    detail: state.last_detail ?? '',
  };
}

/** Failing: at least two deliveries in a row failed, or the channel was paused for it. */
function isFailing(state: ChannelStateRow | undefined): boolean {
  if (!state) return false;
  if (state.paused === 1) return true;
  return (
    state.failing_since !== null && state.last_at !== null && state.last_at > state.failing_since
  );
}

/** Alert settings, channel states, mutes and push subscriptions of each user. */
export class AlertStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async settingsRow(userId: string): Promise<AlertSettingsRow> {
    const row = await this.db
      .selectFrom('alert_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? { ...DEFAULT_SETTINGS, user_id: userId, updated_at: 0 };
  }

  async save(userId: string, changes: AlertSettingsChanges): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('alert_settings')
      .values({ ...DEFAULT_SETTINGS, ...changes, user_id: userId, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ ...changes, updated_at: now }),
      )
      .execute();
  }

  async settings(userId: string): Promise<AlertSettings> {
    const [row, states, devices, mutes] = await Promise.all([
      this.settingsRow(userId),
      this.db
        .selectFrom('alert_channel_states')
        .selectAll()
        .where('user_id', '=', userId)
        .execute(),
      this.subscriptionsOf(userId),
      this.db
        .selectFrom('alert_mutes')
        .select(['media_type', 'title_id'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
    ]);
    const stateOf = (channel: AlertChannel) => states.find((state) => state.channel === channel);
    const channel = (name: AlertChannel, enabled: number) => ({
      enabled: enabled === 1,
      last: deliveryOf(stateOf(name)),
      failing: isFailing(stateOf(name)),
    });
    return {
      timeZone: row.time_zone,
      includePlanToWatch: row.include_plan_to_watch === 1,
      quietHours:
        row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
      push: { ...channel('push', row.push_enabled), devices: devices.length },
      email: {
        ...channel('email', row.email_enabled),
        mode: row.email_mode,
        digestHour: row.digest_hour,
      },
      webhook: {
        ...channel('webhook', row.webhook_enabled),
        url: row.webhook_url,
        paused: stateOf('webhook')?.paused === 1,
        listChanges: row.webhook_list_changes === 1,
      },
      mutes: mutes.map((mute) => ({ media_type: mute.media_type, id: mute.title_id })),
    };
  }

  /** Records a delivery's result; a webhook failing for a day is paused. */
  async record(userId: string, channel: AlertChannel, delivery: AlertDelivery): Promise<void> {
    const at = Date.parse(delivery.at);
    const previous = await this.db
      .selectFrom('alert_channel_states')
      .selectAll()
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .executeTakeFirst();
    const failingSince = delivery.ok ? null : (previous?.failing_since ?? at);
    const paused =
      channel === 'webhook' && failingSince !== null && at - failingSince >= WEBHOOK_PAUSE_AFTER_MS
        ? 1
        : delivery.ok
          ? 0
          : (previous?.paused ?? 0);
    const values = {
      last_at: at,
      last_ok: delivery.ok ? 1 : 0,
      last_detail: delivery.detail,
      failing_since: failingSince,
      paused,
    };
    await this.db
      .insertInto('alert_channel_states')
      .values({ user_id: userId, channel, ...values })
      .onConflict((conflict) => conflict.columns(['user_id', 'channel']).doUpdateSet(values))
      .execute();
  }

  async resume(userId: string, channel: AlertChannel): Promise<void> {
    await this.db
      .updateTable('alert_channel_states')
      .set({ paused: 0, failing_since: null })
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .execute();
  }

  async isPaused(userId: string, channel: AlertChannel): Promise<boolean> {
    const row = await this.db
      .selectFrom('alert_channel_states')
      .select('paused')
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .executeTakeFirst();
    return row?.paused === 1;
  }

  async mute(userId: string, mediaType: 'tv' | 'movie', titleId: number): Promise<void> {
    await this.db
      .insertInto('alert_mutes')
      .values({
        user_id: userId,
        media_type: mediaType,
        title_id: titleId,
        created_at: this.clock.now(),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'media_type', 'title_id']).doNothing())
      .execute();
  }

  async unmute(userId: string, mediaType: 'tv' | 'movie', titleId: number): Promise<void> {
    await this.db
      .deleteFrom('alert_mutes')
      .where('user_id', '=', userId)
      .where('media_type', '=', mediaType)
      .where('title_id', '=', titleId)
      .execute();
  }

  async isMuted(userId: string, mediaType: 'tv' | 'movie', titleId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('alert_mutes')
      .select('title_id')
      .where('user_id', '=', userId)
      .where('media_type', '=', mediaType)
      .where('title_id', '=', titleId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A browser subscribing again (or under another account) takes the endpoint over. */
  async subscribe(userId: string, subscription: PushSubscriptionInput): Promise<void> {
    const values = {
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: this.clock.now(),
    };
    await this.db
      .insertInto('push_subscriptions')
      .values({ endpoint_hash: endpointHash(subscription.endpoint), ...values })
      .onConflict((conflict) => conflict.column('endpoint_hash').doUpdateSet(values))
      .execute();
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('endpoint_hash', '=', endpointHash(endpoint))
      .where('user_id', '=', userId)
      .execute();
  }

  /** A push service answered 404 or 410: the subscription is gone for good. */
  async forgetEndpoint(endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('endpoint_hash', '=', endpointHash(endpoint))
      .execute();
  }

  subscriptionsOf(userId: string) {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }
}

/** Account deletion: every alert row of the user, before the account itself. */
export async function removeAlertsOf(trx: Executor, userId: string): Promise<void> {
  await trx.deleteFrom('alert_deliveries').where('user_id', '=', userId).execute();
  await trx.deleteFrom('alert_mutes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('alert_channel_states').where('user_id', '=', userId).execute();
  await trx.deleteFrom('alert_settings').where('user_id', '=', userId).execute();
}
