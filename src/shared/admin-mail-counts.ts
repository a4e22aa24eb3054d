import { z } from 'zod';

/** The admin page lists at most this many accounts, those nearest their mail limits first. */
export const ADMIN_MAIL_COUNTS_MAX = 20;

/** ?limit=20 on GET /api/admin/mail-counts. */
export const adminMailCountsQuerySchema = z
  .object({
    limit: z.coerce
      .number({ message: 'must be a number of accounts' })
      .int('must be a whole number of accounts')
      .min(1, `must be between 1 and ${ADMIN_MAIL_COUNTS_MAX}`)
      .max(ADMIN_MAIL_COUNTS_MAX, `must be between 1 and ${ADMIN_MAIL_COUNTS_MAX}`)
      .default(ADMIN_MAIL_COUNTS_MAX),
  })
  .strict();

/**
 * One account and its address: each count is the larger of the account's and the address's, as
 * the limits count both (decision 318).
 */
export interface AdminMailCount {
  uid: string;
  username: string;
  /** The recipient: the account's address now. */
  email: string;
  testsThisHour: number;
  mailsToday: number;
}

export interface AdminMailCounts {
  /** "Send a test" mails allowed an hour, per account and per address. */
  testsPerHour: number;
  /** Alert mails of every kind (tests, alerts, digests) allowed in the day's window. */
  mailsPerDay: number;
  /** ISO 8601: when the day's window began (the windows are fixed, in UTC). */
  dayStartedAt: string;
  /** Nearest their limits first; only accounts with mail counted today. */
  accounts: AdminMailCount[];
}

/** How far along its nearer limit an account is, from 0 (nothing sent) to 1 (refused). */
export function shareOfLimit(
  count: Pick<AdminMailCount, 'testsThisHour' | 'mailsToday'>,
  limits: Pick<AdminMailCounts, 'testsPerHour' | 'mailsPerDay'>,
): number {
  return Math.min(
    1,
    Math.max(count.testsThisHour / limits.testsPerHour, count.mailsToday / limits.mailsPerDay),
  );
}
