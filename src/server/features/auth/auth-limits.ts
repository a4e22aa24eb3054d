import { AUTH_ERROR_MESSAGES, PASSWORD_RESET_ERROR_MESSAGES } from '../../../shared/auth-errors';
import type { RateLimit } from '../../lib/rate-limits/rate-limit';
import type { RateLimits } from '../../lib/rate-limits/rate-limits';
import { TooManyRequestsError } from './auth-error';

const MINUTE_MS = 60_000;

/** The rate limits that yield too-many-requests (decisions 054 and 200). */
export class AuthLimits {
  /** Failed sign-ins per account address: guessing one account's password. */
  readonly signInFailuresByEmail: RateLimit;
  /** Failed sign-ins per client address: trying many accounts; looser, as homes share addresses. */
  readonly signInFailuresByIp: RateLimit;
  /** Wrong current passwords per signed-in account (password change, e-mail change, deletion). */
  readonly passwordCheckFailuresByUser: RateLimit;
  /** Refused sign-ups per address and per client: probing which addresses have accounts. */
  readonly registrationFailuresByEmail: RateLimit;
  readonly registrationFailuresByIp: RateLimit;
  /** Accounts created per client address: filling the database with throw-away accounts. */
  readonly signUpsByIp: RateLimit;
  readonly passwordResetsByEmail: RateLimit;
  readonly passwordResetsByIp: RateLimit;
  readonly verificationMailsByUser: RateLimit;
  /** Wrong authenticator or recovery codes per account: guessing the second factor. */
  readonly secondFactorFailuresByUser: RateLimit;
  /** Sign-in links asked for: each is a mail to someone's inbox. */
  readonly signInLinksByEmail: RateLimit;
  readonly signInLinksByIp: RateLimit;
  /** Address changes asked for: each mails a link to any address the caller names. */
  readonly emailChangesByUser: RateLimit;
  readonly emailChangesByIp: RateLimit;
  /** Provider round trips started: each one is a row kept for ten minutes. */
  readonly providerStartsByIp: RateLimit;
  /** Provider round trips that came back refused or tampered with. */
  readonly providerFailuresByIp: RateLimit;
  /** Texted codes: each costs the operator money at the SMS gateway. */
  readonly phoneCodesByNumber: RateLimit;
  readonly phoneCodesByIp: RateLimit;
  readonly phoneCodeFailuresByIp: RateLimit;
  /** Calls with wrong access tokens: guessing is hopeless at 256 bits, but each guess is a query. */
  readonly apiTokenFailuresByIp: RateLimit;

  constructor(limits: RateLimits, settings: { signUpsPerHourPerIp: number }) {
    const perQuarterHour = (name: string, limit: number) =>
      limits.limit(name, { limit, windowMs: 15 * MINUTE_MS });
    const perHour = (name: string, limit: number) =>
      limits.limit(name, { limit, windowMs: 60 * MINUTE_MS });
    this.signInFailuresByEmail = perQuarterHour('sign-in-failures-by-email', 5);
    this.signInFailuresByIp = perQuarterHour('sign-in-failures-by-ip', 20);
    this.passwordCheckFailuresByUser = perQuarterHour('password-check-failures-by-user', 5);
    this.registrationFailuresByEmail = perQuarterHour('registration-failures-by-email', 5);
    this.registrationFailuresByIp = perQuarterHour('registration-failures-by-ip', 20);
    this.passwordResetsByEmail = perHour('password-resets-by-email', 3);
    this.passwordResetsByIp = perHour('password-resets-by-ip', 10);
    this.verificationMailsByUser = perHour('verification-mails-by-user', 5);
    this.secondFactorFailuresByUser = perQuarterHour('second-factor-failures-by-user', 5);
    this.signInLinksByEmail = perHour('sign-in-links-by-email', 3);
    this.signInLinksByIp = perHour('sign-in-links-by-ip', 10);
    this.emailChangesByUser = perHour('email-changes-by-user', 3);
    this.emailChangesByIp = perHour('email-changes-by-ip', 10);
    this.signUpsByIp = perHour('sign-ups-by-ip', settings.signUpsPerHourPerIp);
    this.providerStartsByIp = perQuarterHour('provider-starts-by-ip', 30);
    this.providerFailuresByIp = perQuarterHour('provider-failures-by-ip', 20);
    this.phoneCodesByNumber = perHour('phone-codes-by-number', 3);
    this.phoneCodesByIp = perHour('phone-codes-by-ip', 10);
    this.phoneCodeFailuresByIp = perQuarterHour('phone-code-failures-by-ip', 10);
    this.apiTokenFailuresByIp = perQuarterHour('api-token-failures-by-ip', 20);
  }
}

const DEFAULT_MESSAGE = AUTH_ERROR_MESSAGES['too-many-requests'];

function tooManyRequests(waitMs: number, message: string): TooManyRequestsError {
  return new TooManyRequestsError(message, Math.ceil(waitMs / 1000));
}

/**
 * Throws too-many-requests when any of the keyed limits is spent, counting nothing: for limits
 * on failures, which the caller records once the attempt failed.
 */
export async function enforceLimits(
  checks: [RateLimit, string][],
  message: string = DEFAULT_MESSAGE,
): Promise<void> {
  const waits = await Promise.all(checks.map(([limit, key]) => limit.retryAfterMs(key)));
  const waitMs = Math.max(0, ...waits);
  if (waitMs > 0) throw tooManyRequests(waitMs, message);
}

/**
 * Counts one attempt against each keyed limit, each count one atomic step in the store, so
 * parallel attempts cannot all slip past the check (decision 200). An attempt a limit refuses
 * counts against none of them.
 */
export async function countAttempt(
  checks: [RateLimit, string][],
  message: string = DEFAULT_MESSAGE,
): Promise<void> {
  const taken: [RateLimit, string][] = [];
  for (const [limit, key] of checks) {
    const waitMs = await limit.take(key);
    if (waitMs > 0) {
      await Promise.all(taken.map(([spent, spentKey]) => spent.refund(spentKey)));
      throw tooManyRequests(waitMs, message);
    }
    taken.push([limit, key]);
  }
}

export const PASSWORD_RESET_LIMIT_MESSAGE = PASSWORD_RESET_ERROR_MESSAGES['too-many-requests'];
