import type { Selectable } from 'kysely';
import type { EpisodeAlertPayload } from '../../../shared/alerts-api';
import type { AlertDeliveriesTable } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import type { Reader } from '../../i18n/reader-language';
import type { ServerMessages, ServerTranslate } from '../../i18n/server-messages';
import { mailDocument } from '../mail/mail-document';
import type { MailMessage } from '../mail/mailer';
import { describeInstant } from './alert-times';

export type DeliveryRow = Selectable<AlertDeliveriesTable>;

/** What an alert is worded with: its reader's languages (decision 440) and that language's words. */
export interface AlertWords extends Reader {
  t: ServerTranslate;
}

export function alertWordsOf(messages: ServerMessages, reader: Reader): AlertWords {
  return { ...reader, t: messages.in(reader.language) };
}

export function titlePageUrl(linkBase: string, row: Pick<DeliveryRow, 'media_type' | 'title_id'>) {
  return `${linkBase}/anime/${row.media_type}/${row.title_id}`;
}

const NAME_IN_TITLE_LANGUAGE = {
  romaji: 'show_name_romaji',
  english: 'show_name_english',
  native: 'show_name_native',
} as const;

/**
 * The show's name in the reader's title language where it differs from the tracked one, else the
 * tracked one (decision 441); a show tracked without a name is "a show you watch".
 */
function showNameOf(row: DeliveryRow, words: AlertWords): string {
  return (
    row[NAME_IN_TITLE_LANGUAGE[words.titleLanguage]] ??
    (row.show_name || words.t('notifications.episode.unknownShow'))
  );
}

function episodeLabel(row: DeliveryRow, { t }: AlertWords): string {
  // Spec §3: an episode without a name is called 'Episode {number}', as the app words it.
  return row.episode_name ?? t('common.episode', { number: row.episode });
}

export function episodePayload(
  row: DeliveryRow,
  linkBase: string,
  timeZone: string,
  words: AlertWords,
): EpisodeAlertPayload {
  const { t } = words;
  const url = titlePageUrl(linkBase, row);
  const show = showNameOf(row, words);
  return {
    kind: 'episode',
    title: t('notifications.episode.title', { show, season: row.season, episode: row.episode }),
    body: t('notifications.episode.body', {
      episode: episodeLabel(row, words),
      when: describeInstant(row.airs_at, timeZone, words.language),
    }),
    url,
    show: { media_type: row.media_type, id: row.title_id, name: show },
    episode: {
      season: row.season,
      number: row.episode,
      name: row.episode_name,
      airsAt: new Date(row.airs_at).toISOString(),
    },
  };
}

export function testPayload(linkBase: string, { t }: AlertWords): EpisodeAlertPayload {
  return {
    kind: 'test',
    title: t('notifications.test.title'),
    body: t('notifications.test.body'),
    url: `${linkBase}/profile`,
  };
}

const DISCORD_CONTENT_MAX = 2000;
const NTFY_TOPIC = /^[-_A-Za-z0-9]{1,64}$/;

/** A webhook message as people read it: a title, a sentence and a link. */
export type WebhookLine = Pick<EpisodeAlertPayload, 'title' | 'body' | 'url'>;

/**
 * The fields chat services read (decision 224, docs/alerts-and-scrobbling.md): ntfy reads
 * topic, title, message and click when posted to its root; Discord reads content; Slack reads
 * text; each ignores the others' fields.
 */
export function chatFields(line: WebhookLine, url: URL, { t }: Pick<AlertWords, 't'>) {
  const topic = url.searchParams.get('topic');
  return {
    ...(topic && NTFY_TOPIC.test(topic) ? { topic } : {}),
    title: line.title,
    message: line.body,
    click: line.url,
    content: `**${line.title}**\n${line.body}\n${line.url}`.slice(0, DISCORD_CONTENT_MAX),
    text: `${line.title}: ${line.body} <${line.url}|${t('notifications.chat.open')}>`,
  };
}

/** The alert webhook's JSON: the chat fields, and `alert` with the whole payload for anything else. */
export function webhookBody(payload: EpisodeAlertPayload, url: URL, words: AlertWords): string {
  return JSON.stringify({ ...chatFields(payload, url, words), alert: payload });
}

function mailHtml(items: EpisodeAlertPayload[], { language, t }: AlertWords): string {
  const rows = items
    .map(
      (item) =>
        `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a><br>${escapeHtml(item.body)}</li>`,
    )
    .join('');
  return mailDocument(language, [
    `<p>${escapeHtml(t('notifications.mail.lead'))}</p><ul>${rows}</ul>`,
  ]);
}

function mailText(items: EpisodeAlertPayload[]): string {
  return items.map((item) => `${item.title}\n${item.body}\n${item.url}`).join('\n\n');
}

/** One e-mail for one episode, for a test, or a digest listing each episode once. */
export function alertMail(
  items: EpisodeAlertPayload[],
  to: string,
  userId: string,
  words: AlertWords,
): MailMessage {
  const [first] = items;
  const subject =
    items.length === 1 && first
      ? first.title
      : words.t('notifications.mail.digestSubject', { count: items.length });
  return {
    to,
    subject,
    text: mailText(items),
    html: mailHtml(items, words),
    link: first?.url ?? null,
    userId,
  };
}
