import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { ServerMessages } from '../../i18n/server-messages';
import type { Mailer } from '../mail/mailer';
import { ApiTokens } from '../tokens/token-authenticator';
import { ActionCodeStore } from './action-codes';
import { openRateLimits, type RateLimits } from '../../lib/rate-limits/rate-limits';
import { AuthLimits } from './auth-limits';
import type { Clock } from './clock';
import { loadInstanceSecret } from './keys/instance-secret';
import { SecretBox } from './keys/secret-box';
import { MfaChallenges } from './mfa/mfa-challenges';
import { TotpFactors } from './mfa/totp-factors';
import { OidcLogins } from './oidc/oidc-logins';
import { OidcProviders } from './oidc/oidc-providers';
import { PendingLinks } from './oidc/pending-links';
import { PhoneVerifications } from './phone/phone-verifications';
import { SmsGateway } from './phone/sms-gateway';
import { PasswordChecker, type ScryptCost } from './passwords';
import type { CookiePolicy } from './session-cookie';
import { SessionStore } from './sessions';
import type { Executor } from './users';

/** Everything the account flows need, built once per app. */
export interface AuthServices {
  db: Executor;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** The words of mails, texts and alerts in each offered language. */
  messages: ServerMessages;
  passwords: PasswordChecker;
  sessions: SessionStore;
  actionCodes: ActionCodeStore;
  limits: AuthLimits;
  /** Where every rate limit keeps its counts, the other features' too (decision 200). */
  rateLimits: RateLimits;
  cookies: CookiePolicy;
  adminUserId: string | undefined;
  /** With authDomain, where e-mailed links point (see request-context.ts). */
  publicUrl: string | undefined;
  authDomain: string | undefined;
  /** Where links point without either: the address the server was started on. */
  ownAddress: () => string;
  totp: TotpFactors;
  mfaChallenges: MfaChallenges;
  /** ADMIN_MFA_REQUIRED: the admin routes refuse the admin until an authenticator is on. */
  adminMfaRequired: boolean;
  oidc: { providers: OidcProviders; logins: OidcLogins; pendingLinks: PendingLinks };
  /** Phone sign-in exists only with an SMS gateway configured. */
  sms: SmsGateway | undefined;
  phoneVerifications: PhoneVerifications;
  /** Personal access tokens for the public API (decision 235). */
  apiTokens: ApiTokens;
}

export interface AuthServicesInput {
  config: Config;
  database: AppDatabase;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  messages: ServerMessages;
  ownAddress: () => string;
  /** Only tests lower it, to keep hundreds of sign-ups quick. */
  passwordCost?: ScryptCost;
}

export function createAuthServices(input: AuthServicesInput): AuthServices {
  const { config, database, clock } = input;
  const db = database.db;
  let secret: Promise<string> | undefined;
  const instanceSecret = () => {
    secret ??= loadInstanceSecret(db, config.signInWays.secret, clock).catch((error: unknown) => {
      // A database that failed once is asked again next time.
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const rateLimits = openRateLimits(database, clock);
  const limits = new AuthLimits(rateLimits, config.auth);
  return {
    db,
    clock,
    log: input.log,
    mailer: input.mailer,
    messages: input.messages,
    passwords: new PasswordChecker(input.passwordCost),
    sessions: new SessionStore(db, clock, config.auth.sessionLifetimeMs),
    actionCodes: new ActionCodeStore(db, clock),
    limits,
    rateLimits,
    cookies: { secure: config.publicUrl?.startsWith('https://') ?? false },
    adminUserId: config.runtime.adminUserId,
    publicUrl: config.publicUrl,
    authDomain: config.runtime.authDomain,
    ownAddress: input.ownAddress,
    totp: new TotpFactors(db, clock, new SecretBox(instanceSecret, 'totp-secret')),
    mfaChallenges: new MfaChallenges(db, clock),
    adminMfaRequired: config.signInWays.adminMfaRequired,
    oidc: {
      providers: new OidcProviders(config.signInWays.oidcProviders),
      logins: new OidcLogins(db, clock),
      pendingLinks: new PendingLinks(db, clock),
    },
    sms: config.signInWays.smsGateway
      ? new SmsGateway(config.signInWays.smsGateway, input.log)
      : undefined,
    phoneVerifications: new PhoneVerifications(db, clock),
    apiTokens: new ApiTokens(db, clock, limits.apiTokenFailuresByIp),
  };
}
