import { HttpError } from '../../http/http-error';
import type { RateLimit, RateLimitPolicy } from '../../lib/rate-limits/rate-limit';
import type { RateLimits } from '../../lib/rate-limits/rate-limits';
import { countAttempt } from '../auth/auth-limits';

const HOUR_MS = 3_600_000;
/** "Send a test" by e-mail, per account and per address (decision 318). */
export const TEST_MAILS: RateLimitPolicy = { limit: 3, windowMs: HOUR_MS };
/** Every alert mail (tests, alerts, digests): a day of episodes for a full Watching list. */
export const ALERT_MAILS: RateLimitPolicy = { limit: 50, windowMs: 24 * HOUR_MS };

export const TEST_MAILS_MESSAGE = 'Test e-mails are limited to 3 an hour. Please try again later.';
const UNVERIFIED_MESSAGE =
  'Confirm your e-mail address first: alert e-mails only go to an address you have confirmed.';

export function unverifiedAddress(): HttpError {
  return new HttpError(409, 'email-not-verified', UNVERIFIED_MESSAGE);
}

export interface MailCounts {
  testsThisHour: number;
  mailsToday: number;
}

/**
 * Limits on the mail a user can cause, per account and per recipient together, so neither a
 * changed address nor a second account on the same address gets past them.
 */
export class AlertMailLimits {
  private readonly tests: RateLimit;
  private readonly mails: RateLimit;

  constructor(limits: RateLimits) {
    this.tests = limits.limit('alert-test-mails', TEST_MAILS);
    this.mails = limits.limit('alert-mails', ALERT_MAILS);
  }

  private static keys(userId: string, address: string): string[] {
    return [`user ${userId}`, `to ${address.toLowerCase()}`];
  }

  /** Counts a test mail: 429 past 3 an hour for the account or the address. */
  async takeTest(userId: string, address: string): Promise<void> {
    const checks = AlertMailLimits.keys(userId, address).map((key): [RateLimit, string] => [
      this.tests,
      key,
    ]);
    await countAttempt(checks, TEST_MAILS_MESSAGE);
  }

  /** Counts one mail of any kind: false, counting nothing, when the day's mails are spent. */
  async takeMail(userId: string, address: string): Promise<boolean> {
    const checks = AlertMailLimits.keys(userId, address).map((key): [RateLimit, string] => [
      this.mails,
      key,
    ]);
    try {
      await countAttempt(checks);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
  }

  /** When the current window of `ALERT_MAILS` began: only mail since then counts against it. */
  dayStart(): number {
    return this.mails.windowNow().start;
  }

  /**
   * The larger of the account's and the address's counts, for the operator's page: mails sent,
   * so at most the limit (a refused attempt counts in the store, yet sent nothing).
   */
  async countsOf(userId: string, address: string): Promise<MailCounts> {
    const keys = AlertMailLimits.keys(userId, address);
    const most = async (limit: RateLimit) =>
      Math.min(
        limit.policy.limit,
        Math.max(...(await Promise.all(keys.map((key) => limit.count(key))))),
      );
    return { testsThisHour: await most(this.tests), mailsToday: await most(this.mails) };
  }
}
