import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MailDelivery } from '../../../shared/public-config';
import type { Config } from '../../config';
import type { DatabaseSchema } from '../../db/schema';
import type { Clock } from '../auth/clock';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export function mailDeliveryOf(settings: Config['mail']): MailDelivery {
  return settings.smtpUrl ? 'smtp' : 'outbox';
}

export function createMailer(
  settings: Config['mail'],
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  log: FastifyBaseLogger,
): Mailer {
  return settings.smtpUrl
    ? new SmtpMailer(settings.smtpUrl, settings.from)
    : new OutboxMailer(db, clock, log);
}
