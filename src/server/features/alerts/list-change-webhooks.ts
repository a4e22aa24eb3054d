import type { FastifyBaseLogger } from 'fastify';
import { backoffDelay, type BackoffPolicy } from '../../../shared/backoff';
import type { TitleLanguage } from '../../../shared/i18n/title-language';
import { nameIfOther, namesOf, type NamedRecord } from '../../../shared/title-display-name';
import {
  displayTitleOf,
  trackedTitleKeyText,
  type TrackedTitle,
  type TrackedTitleKey,
} from '../../../shared/tracked-title';
import { readerOf } from '../../i18n/reader-language';
import type { ServerMessages } from '../../i18n/server-messages';
import type { Clock } from '../auth/clock';
import type { Executor } from '../auth/users';
import type { CatalogueProvider } from '../catalogue/provider';
import type { ImportOutcome, ListChangeObserver } from '../lists/live/local-list-changes';
import type { ListChange, TrackedTitleStore } from '../lists/tracked-title-store';
import { outcomeSentence, postSignedWebhook, type ChannelResult } from './alert-channels';
import { alertWordsOf, chatFields, type AlertWords, type WebhookLine } from './alert-messages';
import { ALERT_RETRY_BACKOFF, MAX_ATTEMPTS } from './alert-sender';
import type { AlertStore } from './alert-store';
import type { OutboundCalls } from './outbound-calls';
import type { WebhookSecrets } from './webhook-secrets';

export interface ListChangeTiming {
  /** How long the first change waits for the ones after it: a run of progress moves is one post. */
  coalesceMs: number;
  /** Posts to one user's webhook are at least this far apart. */
  minGapMs: number;
  backoff: BackoffPolicy;
}

/** At most six posts a minute to one webhook, however fast the list changes (decision 403). */
export const LIST_CHANGE_TIMING: ListChangeTiming = {
  coalesceMs: 2_000,
  minGapMs: 10_000,
  backoff: ALERT_RETRY_BACKOFF,
};
/** Users with changes waiting at once; past it, another user's changes are not posted. */
export const WAITING_USERS_MAX = 10_000;
/** Titles an event describes whole; it counts the others in `moreTitles`. */
export const TITLES_PER_EVENT = 50;
/** Titles remembered per user while waiting; past it they are only counted. */
const KEYS_KEPT = 1_000;

/** The JSON a list-change webhook receives besides the chat fields (docs/alerts-and-scrobbling.md). */
export interface ListChangeEvent {
  event: 'list.changed';
  /** ISO 8601. */
  sentAt: string;
  /** Titles added or changed, as GET /api/lists answers them, most recently changed first. */
  saved: TrackedTitle[];
  removed: TrackedTitleKey[];
  /** Titles changed too but not described, past the event's limit. */
  moreTitles: number;
  /** What imports did since the last event, once per import run; null when none ran. */
  imported: { matched: number; unmatched: number; skipped: number } | null;
}

interface Waiting {
  saved: Set<string>;
  removed: Set<string>;
  unnamed: number;
  imported: ListChangeEvent['imported'];
  attempts: number;
  timer: NodeJS.Timeout | null;
  /** Forgets the user once the gap after their last post is over, if nothing came meanwhile. */
  forget: NodeJS.Timeout | null;
  sending: boolean;
  lastSentAt: number;
}

export interface ListChangeWebhooksInput {
  db: Executor;
  messages: ServerMessages;
  /** Names the one title a post names in its reader's title language. */
  catalogue: CatalogueProvider;
  store: AlertStore;
  titles: TrackedTitleStore;
  secrets: WebhookSecrets;
  outbound: OutboundCalls;
  clock: Clock;
  allowPrivate: boolean;
  linkBase: () => string;
  log: FastifyBaseLogger;
  timing?: ListChangeTiming | undefined;
}

function keyOf(text: string): TrackedTitleKey {
  const [mediaType, id] = text.split('/');
  return { media_type: mediaType === 'movie' ? 'movie' : 'tv', id: Number(id) };
}

function addImports(
  into: ListChangeEvent['imported'],
  more: NonNullable<ListChangeEvent['imported']>,
): NonNullable<ListChangeEvent['imported']> {
  return {
    matched: (into?.matched ?? 0) + more.matched,
    unmatched: (into?.unmatched ?? 0) + more.unmatched,
    skipped: (into?.skipped ?? 0) + more.skipped,
  };
}

/** The one title an event names by itself, when it changed alone. */
function onlyTitleOf(event: ListChangeEvent): TrackedTitle | undefined {
  const [only] = event.saved;
  return event.saved.length === 1 && event.moreTitles === 0 ? only : undefined;
}

/**
 * The sentence a chat service shows of an event, in its reader's words. `onlyName` is the name of
 * the title it names by itself, where the reader's title language picks another than the tracked one.
 */
export function listChangeLine(
  event: ListChangeEvent,
  linkBase: string,
  { t }: Pick<AlertWords, 't'>,
  onlyName?: string,
): WebhookLine {
  const only = onlyTitleOf(event);
  const parts: string[] = [];
  if (only) {
    const named = {
      title: onlyName ?? displayTitleOf(only),
      status: t(`lists.status.${only.status}`),
    };
    parts.push(
      only.media_type === 'tv'
        ? t('notifications.list.oneWithProgress', {
            ...named,
            season: only.current_season,
            episode: only.current_episode,
          })
        : t('notifications.list.one', named),
    );
  } else if (event.saved.length + event.moreTitles > 0) {
    const count = event.saved.length + event.moreTitles;
    parts.push(t('notifications.list.changed', { count }));
  }
  if (event.removed.length > 0) {
    parts.push(t('notifications.list.removed', { count: event.removed.length }));
  }
  if (event.imported) {
    parts.push(t('notifications.list.imported', { count: event.imported.matched }));
  }
  return {
    title: t('notifications.list.title'),
    body: parts.join(t('notifications.list.separator')) || t('notifications.list.unnamed'),
    url: `${linkBase}/mylists`,
  };
}

/**
 * The list-change webhook (decision 403): a user who asked for it gets a signed post when their
 * list changes. Changes made on this instance are noted at once and posted later, off the
 * writer's path: one user's changes within a short window go out as one event, posts to one
 * webhook keep a minimum gap, an import is one summary, and a failed post is retried with the
 * alerts' backoff, holding what changed since. Nothing is kept across a restart.
 */
export class ListChangeWebhooks implements ListChangeObserver {
  private readonly waiting = new Map<string, Waiting>();
  private readonly timing: ListChangeTiming;
  private readonly sends = new Set<Promise<void>>();
  private stopped = false;
  private warnedFull = false;

  constructor(private readonly input: ListChangeWebhooksInput) {
    this.timing = input.timing ?? LIST_CHANGE_TIMING;
  }

  changed(change: ListChange): void {
    const waiting = this.waitingOf(change.userId);
    if (!waiting) return;
    for (const key of change.upserted) {
      const text = trackedTitleKeyText(key);
      waiting.removed.delete(text);
      if (waiting.saved.size + waiting.removed.size < KEYS_KEPT) waiting.saved.add(text);
      else if (!waiting.saved.has(text)) waiting.unnamed += 1;
    }
    for (const key of change.deleted) {
      const text = trackedTitleKeyText(key);
      waiting.saved.delete(text);
      if (waiting.saved.size + waiting.removed.size < KEYS_KEPT) waiting.removed.add(text);
      else waiting.unnamed += 1;
    }
    this.schedule(change.userId, waiting);
  }

  imported(outcome: ImportOutcome): void {
    const waiting = this.waitingOf(outcome.userId);
    if (!waiting) return;
    waiting.imported = addImports(waiting.imported, outcome);
    this.schedule(outcome.userId, waiting);
  }

  /** Drops what waits and lets the posts under way finish (server close). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const waiting of this.waiting.values()) {
      if (waiting.timer) clearTimeout(waiting.timer);
      if (waiting.forget) clearTimeout(waiting.forget);
    }
    this.waiting.clear();
    await Promise.allSettled([...this.sends]);
  }

  private waitingOf(userId: string): Waiting | null {
    if (this.stopped) return null;
    const known = this.waiting.get(userId);
    if (known) return known;
    if (this.waiting.size >= WAITING_USERS_MAX) {
      if (!this.warnedFull) this.input.log.warn('list-change webhooks: too many users waiting');
      this.warnedFull = true;
      return null;
    }
    this.warnedFull = false;
    const made: Waiting = {
      saved: new Set(),
      removed: new Set(),
      unnamed: 0,
      imported: null,
      attempts: 0,
      timer: null,
      forget: null,
      sending: false,
      lastSentAt: 0,
    };
    this.waiting.set(userId, made);
    return made;
  }

  /** A post is under way or planned: its end plans the next with what came meanwhile. */
  private schedule(userId: string, waiting: Waiting, delayMs?: number): void {
    if (waiting.timer || waiting.sending || this.stopped) return;
    if (waiting.forget) clearTimeout(waiting.forget);
    waiting.forget = null;
    const gap = waiting.lastSentAt + this.timing.minGapMs - Date.now();
    const delay = delayMs ?? Math.max(this.timing.coalesceMs, gap);
    waiting.timer = setTimeout(() => {
      waiting.timer = null;
      const send = this.send(userId, waiting)
        .catch((error: unknown) =>
          this.input.log.error({ err: error, userId }, 'list-change webhook failed'),
        )
        .finally(() => this.sends.delete(send));
      this.sends.add(send);
    }, delay);
    waiting.timer.unref();
  }

  private isEmpty(waiting: Waiting): boolean {
    return (
      waiting.saved.size + waiting.removed.size + waiting.unnamed === 0 && waiting.imported === null
    );
  }

  private async send(userId: string, waiting: Waiting): Promise<void> {
    waiting.sending = true;
    const taken = {
      saved: [...waiting.saved],
      removed: [...waiting.removed],
      unnamed: waiting.unnamed,
      imported: waiting.imported,
    };
    waiting.saved = new Set();
    waiting.removed = new Set();
    waiting.unnamed = 0;
    waiting.imported = null;
    let result: ChannelResult | null;
    try {
      result = await this.post(userId, taken);
    } finally {
      waiting.sending = false;
      waiting.lastSentAt = Date.now();
    }
    const retry =
      result !== null &&
      !result.ok &&
      !result.final &&
      waiting.attempts + 1 < MAX_ATTEMPTS &&
      !(await this.input.store.isPaused(userId, 'webhook'));
    if (retry) {
      // What changed since wins over what the failed post said.
      for (const text of taken.saved) if (!waiting.removed.has(text)) waiting.saved.add(text);
      for (const text of taken.removed) if (!waiting.saved.has(text)) waiting.removed.add(text);
      waiting.unnamed += taken.unnamed;
      if (taken.imported) waiting.imported = addImports(waiting.imported, taken.imported);
      waiting.attempts += 1;
      this.schedule(userId, waiting, backoffDelay(this.timing.backoff, waiting.attempts));
      return;
    }
    waiting.attempts = 0;
    if (this.isEmpty(waiting)) {
      waiting.forget = setTimeout(() => {
        if (this.waiting.get(userId) === waiting) this.waiting.delete(userId);
      }, this.timing.minGapMs);
      waiting.forget.unref();
      return;
    }
    this.schedule(userId, waiting);
  }

  /** The account's languages, read once a post (decision 440); English where it chose none. */
  private async wordsOf(userId: string): Promise<AlertWords> {
    const account = await this.input.db
      .selectFrom('users')
      .select(['language', 'title_language'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return alertWordsOf(this.input.messages, readerOf(account));
  }

  /**
   * A title's name in a title language where the catalogue's names pick another than the tracked
   * one; undefined where they do not, or the catalogue cannot say (decision 441).
   */
  private async nameIn(title: TrackedTitle, language: TitleLanguage): Promise<string | undefined> {
    const endpoint = { kind: 'details', mediaType: title.media_type, id: title.id } as const;
    const answer = await this.input.catalogue.get(endpoint, {}).catch(() => null);
    if (answer?.status !== 200) return undefined;
    return nameIfOther(namesOf(answer.body as NamedRecord), language) ?? undefined;
  }

  /** Posts one event when the user wants it; null when nothing was posted. */
  private async post(
    userId: string,
    taken: { saved: string[]; removed: string[]; unnamed: number; imported: Waiting['imported'] },
  ): Promise<ChannelResult | null> {
    const { store, titles, clock } = this.input;
    const settings = await store.settingsRow(userId);
    const wanted =
      settings.webhook_enabled === 1 &&
      settings.webhook_list_changes === 1 &&
      settings.webhook_url !== null &&
      !(await store.isPaused(userId, 'webhook'));
    if (!wanted) return null;
    const described = taken.saved.slice(0, TITLES_PER_EVENT);
    const saved = await titles.itemsByKeys(userId, described.map(keyOf));
    // A title saved then removed before the post reads as removed.
    const found = new Set(saved.map((item) => trackedTitleKeyText(item)));
    const removed = [...taken.removed, ...described.filter((text) => !found.has(text))];
    const now = clock.now();
    const event: ListChangeEvent = {
      event: 'list.changed',
      sentAt: new Date(now).toISOString(),
      saved,
      removed: removed.slice(0, TITLES_PER_EVENT).map(keyOf),
      moreTitles:
        taken.saved.length -
        described.length +
        Math.max(0, removed.length - TITLES_PER_EVENT) +
        taken.unnamed,
      imported: taken.imported,
    };
    const words = await this.wordsOf(userId);
    const only = onlyTitleOf(event);
    const onlyName = only && (await this.nameIn(only, words.titleLanguage));
    const line = listChangeLine(event, this.input.linkBase(), words, onlyName);
    const result = await postSignedWebhook(
      {
        url: settings.webhook_url,
        secret: await this.input.secrets.secretOf(userId),
        allowPrivate: this.input.allowPrivate,
        outbound: this.input.outbound,
        now,
      },
      (url) => JSON.stringify({ ...chatFields(line, url, words), ...event }),
    );
    await store.record(userId, 'webhook', {
      at: new Date(clock.now()).toISOString(),
      ok: result.ok,
      detail: outcomeSentence(result.outcome, words.t),
    });
    return result;
  }
}
