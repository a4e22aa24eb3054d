import type { Selectable } from 'kysely';
import type { EpisodeAlertPayload } from '../../../shared/alerts-api';
import type { AlertDeliveriesTable } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import type { MailMessage } from '../mail/mailer';
import { describeInstant } from './alert-times';

export type DeliveryRow = Selectable<AlertDeliveriesTable>;

const TEST_TITLE = 'Tsuzuki test alert';
const TEST_BODY =
  'Alerts reach you here. New episodes of the shows you watch will arrive like this.';

export function titlePageUrl(linkBase: string, row: Pick<DeliveryRow, 'media_type' | 'title_id'>) {
  return `${linkBase}/anime/${row.media_type}/${row.title_id}`;
}

function episodeLabel(row: DeliveryRow): string {
  // Spec §3: an episode without a name is called 'Episode {number}'.
  return row.episode_name ?? `Episode ${row.episode}`;
}

export function episodePayload(
  row: DeliveryRow,
  linkBase: string,
  timeZone: string,
): EpisodeAlertPayload {
  const url = titlePageUrl(linkBase, row);
  return {
    kind: 'episode',
    title: `${row.show_name} — S${row.season}E${row.episode}`,
    body: `${episodeLabel(row)} aired ${describeInstant(row.airs_at, timeZone)}.`,
    url,
    show: { media_type: row.media_type, id: row.title_id, name: row.show_name },
    episode: {
      season: row.season,
      number: row.episode,
      name: row.episode_name,
      airsAt: new Date(row.airs_at).toISOString(),
    },
  };
}

export function testPayload(linkBase: string): EpisodeAlertPayload {
  return { kind: 'test', title: TEST_TITLE, body: TEST_BODY, url: `${linkBase}/profile` };
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
export function chatFields(line: WebhookLine, url: URL) {
  const topic = url.searchParams.get('topic');
  return {
    ...(topic && NTFY_TOPIC.test(topic) ? { topic } : {}),
    title: line.title,
    message: line.body,
    click: line.url,
    content: `**${line.title}**\n${line.body}\n${line.url}`.slice(0, DISCORD_CONTENT_MAX),
    text: `${line.title}: ${line.body} <${line.url}|Open in Tsuzuki>`,
  };
}

/** The alert webhook's JSON: the chat fields, and `alert` with the whole payload for anything else. */
export function webhookBody(payload: EpisodeAlertPayload, url: URL): string {
  return JSON.stringify({ ...chatFields(payload, url), alert: payload });
}

function mailHtml(items: EpisodeAlertPayload[]): string {
  const rows = items
    .map(
      (item) =>
        `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a><br>${escapeHtml(item.body)}</li>`,
    )
    .join('');
  return `<p>New episodes of the shows you watch:</p><ul>${rows}</ul>`;
}

function mailText(items: EpisodeAlertPayload[]): string {
  return items.map((item) => `${item.title}\n${item.body}\n${item.url}`).join('\n\n');
}

/** One e-mail for one episode, for a test, or a digest listing each episode once. */
export function alertMail(items: EpisodeAlertPayload[], to: string, userId: string): MailMessage {
  const [first] = items;
  const subject =
    items.length === 1 && first
      ? first.title
      : `${items.length} new episodes of the shows you watch`;
  return {
    to,
    subject,
    text: mailText(items),
    html: mailHtml(items),
    link: first?.url ?? null,
    userId,
  };
}
