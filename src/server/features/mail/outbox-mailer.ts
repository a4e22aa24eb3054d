import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { Clock } from '../auth/clock';
import type { Mailer, MailMessage } from './mailer';

/**
 * Ids sort by time and then by order of sending, so "newest first" is exact even for mails
 * sent in the same millisecond by this instance.
 */
let sequence = 0;
function sortableId(now: number): string {
  sequence = (sequence + 1) % 36 ** 6;
  const time = now.toString(36).padStart(10, '0');
  return `${time}-${sequence.toString(36).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;
}

/**
 * Without SMTP, mail stays here: stored for the admin area and printed to the server log with
 * its link, so a self-hoster with no mail server can still verify addresses and reset passwords.
 * A sign-in link is printed only at debug level.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('mail_outbox')
      .values({
        id: sortableId(now),
        user_id: message.userId,
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        link: message.link,
        created_at: now,
      })
      .execute();
    const kept = `Mail kept in the outbox (no SMTP_URL set) for ${message.to}: "${message.subject}".`;
    const mail = { to: message.to, subject: message.subject };
    if (message.link && message.linkSignsIn) {
      // Whoever reads an info-level log could sign in as the user: the link waits on the admin
      // page, and in the log at debug level.
      this.log.info(
        { mail },
        `${kept} Its sign-in link is listed on the admin page and logged at debug level.`,
      );
      this.log.debug({ mail: { ...mail, link: message.link } }, `${kept} Link: ${message.link}`);
      return;
    }
    const opener = message.link ? ` Link: ${message.link}` : '';
    this.log.info({ mail: { ...mail, link: message.link } }, `${kept}${opener}`);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
