import type { AlertChannel, AlertDelivery, EpisodeAlertPayload } from '../../../shared/alerts-api';
import { backoffDelay, type BackoffPolicy } from '../../../shared/backoff';
import { SOURCE_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { readerOf, type AccountLanguages } from '../../i18n/reader-language';
import type { ServerMessages } from '../../i18n/server-messages';
import type { Clock } from '../auth/clock';
import type { Executor, UserRow } from '../auth/users';
import type { Mailer } from '../mail/mailer';
import {
  failed,
  outcome,
  outcomeSentence,
  postSignedWebhook,
  sendMail,
  sendPush,
  type ChannelResult,
  type PushSettings,
} from './alert-channels';
import {
  alertWordsOf,
  episodePayload,
  testPayload,
  webhookBody,
  type AlertWords,
  type DeliveryRow,
} from './alert-messages';
import { unverifiedAddress, type AlertMailLimits } from './alert-mail-limits';
import type { AlertQueue } from './alert-queue';
import { alreadyWatched } from './title-alerts';
import type { AlertSettingsRow, AlertStore } from './alert-store';
import type { WebhookSecrets } from './webhook-secrets';

/** Retries wait 1 minute, doubling to an hour; a webhook failing a day is paused before the end. */
export const ALERT_RETRY_BACKOFF: BackoffPolicy = { baseMs: 60_000, factor: 2, maxMs: 3_600_000 };
export const MAX_ATTEMPTS = 30;

export interface SenderInput {
  db: Executor;
  clock: Clock;
  store: AlertStore;
  queue: AlertQueue;
  mailer: Mailer;
  mailLimits: AlertMailLimits;
  push: PushSettings;
  allowPrivateUrls: boolean;
  linkBase: () => string;
  webhookSecrets: WebhookSecrets;
  messages: ServerMessages;
}

/** What sending to one user reads of their account: where mail goes, and their languages. */
type Recipient = (Pick<UserRow, 'email' | 'email_verified'> & AccountLanguages) | undefined;

function enabled(settings: AlertSettingsRow, channel: AlertChannel): boolean {
  if (channel === 'push') return settings.push_enabled === 1;
  if (channel === 'email') return settings.email_enabled === 1;
  return settings.webhook_enabled === 1;
}

/** Sends claimed alerts and "Send a test", and records each channel's last result. */
export class AlertSender {
  constructor(private readonly input: SenderInput) {}

  private async send(
    userId: string,
    channel: AlertChannel,
    settings: AlertSettingsRow,
    items: EpisodeAlertPayload[],
    { user, words }: { user: Recipient; words: AlertWords },
  ): Promise<ChannelResult> {
    const { store, mailer, push, allowPrivateUrls } = this.input;
    const [first] = items;
    if (!first) return { ok: true, outcome: outcome('nothingToSend') };
    if (channel === 'webhook') {
      const target = {
        url: settings.webhook_url,
        secret: await this.input.webhookSecrets.secretOf(userId),
        allowPrivate: allowPrivateUrls,
        outbound: push.outbound,
        now: this.input.clock.now(),
      };
      return postSignedWebhook(target, (url) => webhookBody(first, url, words));
    }
    if (channel === 'push') return sendPush(await store.subscriptionsOf(userId), first, push);
    if (!user) return { ...failed('accountGone'), final: true };
    if (user.email_verified !== 1) return { ...failed('addressUnconfirmed'), final: true };
    if (!(await this.input.mailLimits.takeMail(userId, user.email))) return failed('mailLimit');
    return sendMail(mailer, user.email, userId, items, words);
  }

  /** Read once per delivery or test, whatever the channel: every alert is worded for its reader. */
  private recipientOf(userId: string): Promise<Recipient> {
    return this.input.db
      .selectFrom('users')
      .select(['email', 'email_verified', 'language', 'title_language'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * The recipient and the words of their alerts: their account's languages, else `fallback`
   * (decision 440).
   */
  private async recipientAndWords(userId: string, fallback?: Language) {
    const user = await this.recipientOf(userId);
    return { user, words: alertWordsOf(this.input.messages, readerOf(user, fallback)) };
  }

  /** A test mail goes only to a confirmed address, 3 an hour per account and per address. */
  private async allowTestMail(userId: string, user: Recipient): Promise<void> {
    if (user?.email_verified !== 1) throw unverifiedAddress();
    await this.input.mailLimits.takeTest(userId, user.email);
  }

  /** The result the profile shows, in the reader's words as they were when it came. */
  private async record(
    userId: string,
    channel: AlertChannel,
    result: ChannelResult,
    { t }: AlertWords,
  ) {
    const delivery: AlertDelivery = {
      at: new Date(this.input.clock.now()).toISOString(),
      ok: result.ok,
      detail: outcomeSentence(result.outcome, t),
    };
    await this.input.store.record(userId, channel, delivery);
    return delivery;
  }

  /**
   * POST /api/alerts/test: a test goes out within its limits, and resumes a paused webhook. Only a pause is
   * lifted: a test failing like the deliveries before it continues their run of failures, so
   * the profile's "keeps failing" stays up instead of vanishing at each press. It is worded in
   * the account's language, else that of the page it was sent from.
   */
  async test(
    userId: string,
    channel: AlertChannel,
    pageLanguage: Language,
  ): Promise<AlertDelivery> {
    const { store } = this.input;
    const recipient = await this.recipientAndWords(userId, pageLanguage);
    const sendTest = async () => {
      const settings = await store.settingsRow(userId);
      if (channel === 'webhook' && (await store.isPaused(userId, 'webhook'))) {
        await store.resume(userId, 'webhook');
      }
      const payload = testPayload(this.input.linkBase(), recipient.words);
      const result = await this.send(userId, channel, settings, [payload], recipient);
      return this.record(userId, channel, result, recipient.words);
    };
    // A test mail has its own, stricter limits; webhook and push tests go through the queue's.
    if (channel !== 'email') return this.input.push.outbound.test(userId, channel, sendTest);
    await this.allowTestMail(userId, recipient.user);
    return sendTest();
  }

  /** Why a queued alert must not go out any more, or null when it still should. */
  private async reasonToSkip(row: DeliveryRow, settings: AlertSettingsRow): Promise<string | null> {
    if (!enabled(settings, row.channel)) return 'The channel was turned off';
    if (row.channel === 'webhook' && (await this.input.store.isPaused(row.user_id, 'webhook'))) {
      return 'The webhook is paused';
    }
    if (await this.input.store.isMuted(row.user_id, row.media_type, row.title_id)) {
      return 'The title is muted';
    }
    const tracked = await this.input.db
      .selectFrom('tracked_titles')
      .select(['status', 'current_season', 'current_episode'])
      .where('user_id', '=', row.user_id)
      .where('media_type', '=', row.media_type)
      .where('title_id', '=', row.title_id)
      .executeTakeFirst();
    const listed =
      tracked?.status === 'watching' ||
      (tracked?.status === 'planToWatch' && settings.include_plan_to_watch === 1);
    if (!tracked || !listed) return 'The title left the Watching list';
    if (alreadyWatched(tracked, row)) return 'The episode was already watched';
    return null;
  }

  /**
   * Sends claimed rows: one user's e-mail rows as one digest when they chose a digest (with
   * whatever else of theirs is due), every other row alone. Answers how many rows it handled.
   */
  async deliverClaimed(rows: readonly DeliveryRow[], now: number): Promise<number> {
    const [first] = rows;
    if (!first) return 0;
    if (first.channel === 'email') {
      const settings = await this.input.store.settingsRow(first.user_id);
      if (settings.email_mode === 'digest') {
        const more = await this.input.queue.claimDigestOf(first.user_id, now);
        await this.deliver([...rows, ...more]);
        return rows.length + more.length;
      }
    }
    for (const row of rows) await this.deliver([row]);
    return rows.length;
  }

  /**
   * Sends one claimed alert, or a user's digest (rows all of one user's e-mail channel).
   * Rows no longer wanted are skipped; failures retry with backoff, then fail for good.
   */
  async deliver(rows: readonly DeliveryRow[]): Promise<void> {
    const [first] = rows;
    if (!first) return;
    const { queue, clock, store } = this.input;
    const settings = await store.settingsRow(first.user_id);
    const wanted: DeliveryRow[] = [];
    for (const row of rows) {
      const reason = await this.reasonToSkip(row, settings);
      if (reason) await queue.finish([row.id], 'skipped', reason, clock.now());
      else wanted.push(row);
    }
    if (wanted.length === 0) return;
    const linkBase = this.input.linkBase();
    const recipient = await this.recipientAndWords(first.user_id);
    const items = wanted
      .sort((a, b) => a.airs_at - b.airs_at)
      .map((row) => episodePayload(row, linkBase, settings.time_zone, recipient.words));
    const result = await this.send(first.user_id, first.channel, settings, items, recipient);
    await this.record(first.user_id, first.channel, result, recipient.words);
    const ids = wanted.map((row) => row.id);
    const now = clock.now();
    // The queue's own record is for operators, in English.
    const detail = outcomeSentence(result.outcome, this.input.messages.in(SOURCE_LANGUAGE));
    if (result.ok) return queue.finish(ids, 'sent', detail, now);
    const attempts = Math.max(...wanted.map((row) => row.attempts)) + 1;
    const paused = first.channel === 'webhook' && (await store.isPaused(first.user_id, 'webhook'));
    if (result.final || paused || attempts >= MAX_ATTEMPTS) {
      return queue.finish(ids, 'failed', detail, now);
    }
    return queue.retryLater(ids, now + backoffDelay(ALERT_RETRY_BACKOFF, attempts), detail);
  }
}
