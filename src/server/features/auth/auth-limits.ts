import { AUTH_ERROR_MESSAGES, PASSWORD_RESET_ERROR_MESSAGES } from '../../../shared/auth-errors';
import { TooManyRequestsError } from './auth-error';
import type { Clock } from './clock';
import { SlidingWindowLimiter } from './rate-limiter';

const MINUTE_MS = 60_000;

/** The rate limits that yield too-many-requests (decision 054). */
export class AuthLimits {
  /** Failed sign-ins per account address: guessing one account's password. */
  readonly signInFailuresByEmail: SlidingWindowLimiter;
  /** Failed sign-ins per client address: trying many accounts; looser, as homes share addresses. */
  readonly signInFailuresByIp: SlidingWindowLimiter;
  /** Wrong current passwords per signed-in account (password change, e-mail change, deletion). */
  readonly passwordCheckFailuresByUser: SlidingWindowLimiter;
  /** Refused sign-ups per address and per client: probing which addresses have accounts. */
  readonly registrationFailuresByEmail: SlidingWindowLimiter;
  readonly registrationFailuresByIp: SlidingWindowLimiter;
  /** Accounts created per client address: filling the database with throw-away accounts. */
  readonly signUpsByIp: SlidingWindowLimiter;
  readonly passwordResetsByEmail: SlidingWindowLimiter;
  readonly passwordResetsByIp: SlidingWindowLimiter;
  readonly verificationMailsByUser: SlidingWindowLimiter;
  /** Wrong authenticator or recovery codes per account: guessing the second factor. */
  readonly secondFactorFailuresByUser: SlidingWindowLimiter;
  /** Sign-in links asked for: each is a mail to someone's inbox. */
  readonly signInLinksByEmail: SlidingWindowLimiter;
  readonly signInLinksByIp: SlidingWindowLimiter;
  /** Address changes asked for: each mails a link to any address the caller names. */
  readonly emailChangesByUser: SlidingWindowLimiter;
  readonly emailChangesByIp: SlidingWindowLimiter;
  /** Provider round trips started: each one is a row kept for ten minutes. */
  readonly providerStartsByIp: SlidingWindowLimiter;
  /** Provider round trips that came back refused or tampered with. */
  readonly providerFailuresByIp: SlidingWindowLimiter;
  /** Texted codes: each costs the operator money at the SMS gateway. */
  readonly phoneCodesByNumber: SlidingWindowLimiter;
  readonly phoneCodesByIp: SlidingWindowLimiter;
  readonly phoneCodeFailuresByIp: SlidingWindowLimiter;

  constructor(clock: Clock, settings: { signUpsPerHourPerIp: number }) {
    this.signInFailuresByEmail = new SlidingWindowLimiter(
      { limit: 5, windowMs: 15 * MINUTE_MS },
      clock,
    );
    this.signInFailuresByIp = new SlidingWindowLimiter(
      { limit: 20, windowMs: 15 * MINUTE_MS },
      clock,
    );
    this.passwordCheckFailuresByUser = new SlidingWindowLimiter(
      { limit: 5, windowMs: 15 * MINUTE_MS },
      clock,
    );
    this.registrationFailuresByEmail = new SlidingWindowLimiter(
      { limit: 5, windowMs: 15 * MINUTE_MS },
      clock,
    );
    this.registrationFailuresByIp = new SlidingWindowLimiter(
      { limit: 20, windowMs: 15 * MINUTE_MS },
      clock,
    );
    this.passwordResetsByEmail = new SlidingWindowLimiter(
      { limit: 3, windowMs: 60 * MINUTE_MS },
      clock,
    );
    this.passwordResetsByIp = new SlidingWindowLimiter(
      { limit: 10, windowMs: 60 * MINUTE_MS },
      clock,
    );
    this.verificationMailsByUser = new SlidingWindowLimiter(
      { limit: 5, windowMs: 60 * MINUTE_MS },
      clock,
    );
    const perQuarterHour = (limit: number) =>
      new SlidingWindowLimiter({ limit, windowMs: 15 * MINUTE_MS }, clock);
    const perHour = (limit: number) =>
      new SlidingWindowLimiter({ limit, windowMs: 60 * MINUTE_MS }, clock);
    this.secondFactorFailuresByUser = perQuarterHour(5);
    this.signInLinksByEmail = perHour(3);
    this.signInLinksByIp = perHour(10);
    this.emailChangesByUser = perHour(3);
    this.emailChangesByIp = perHour(10);
    this.signUpsByIp = perHour(settings.signUpsPerHourPerIp);
    this.providerStartsByIp = perQuarterHour(30);
    this.providerFailuresByIp = perQuarterHour(20);
    this.phoneCodesByNumber = perHour(3);
    this.phoneCodesByIp = perHour(10);
    this.phoneCodeFailuresByIp = perQuarterHour(10);
  }
}

/** Throws too-many-requests when any of the keyed limiters is exhausted. */
export function enforceLimits(
  checks: [SlidingWindowLimiter, string][],
  message: string = AUTH_ERROR_MESSAGES['too-many-requests'],
): void {
  const waitMs = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfterMs(key)));
  if (waitMs > 0) throw new TooManyRequestsError(message, Math.ceil(waitMs / 1000));
}

export const PASSWORD_RESET_LIMIT_MESSAGE = PASSWORD_RESET_ERROR_MESSAGES['too-many-requests'];
