import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('accounts settings', () => {
  it('defaults to 14-day sessions, the local outbox and no bot check', () => {
    const config = loadConfig({});
    expect(config.auth.sessionLifetimeMs).toBe(14 * 86_400_000);
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Tsuzuki <no-reply@localhost>' });
    expect(config.botCheck.enabled).toBe(false);
  });

  it('names a bad session lifetime or SMTP address', () => {
    expect(problemsOf({ SESSION_LIFETIME_DAYS: '0' })).toEqual([
      'SESSION_LIFETIME_DAYS: must be between 1 and 365',
    ]);
    expect(problemsOf({ SMTP_URL: 'http://mail.example.org' })).toEqual([
      'SMTP_URL: must be a URL starting with smtp:// or smtps://',
    ]);
  });

  it('takes the From address from MAIL_FROM, else an address-like messaging sender id', () => {
    expect(loadConfig({ MAIL_FROM: 'Anime <a@example.org>' }).mail.from).toBe(
      'Anime <a@example.org>',
    );
    expect(loadConfig({ APP_MESSAGING_SENDER_ID: 'a@example.org' }).mail.from).toBe(
      'Tsuzuki <a@example.org>',
    );
    expect(loadConfig({ APP_MESSAGING_SENDER_ID: 'Club <c@example.org>' }).mail.from).toBe(
      'Club <c@example.org>',
    );
    expect(loadConfig({ APP_MESSAGING_SENDER_ID: '1234567890' }).mail.from).toBe(
      'Tsuzuki <no-reply@localhost>',
    );
  });

  it('turns the bot check on only with both the site key and the project id', () => {
    expect(loadConfig({ BOT_CHECK_SITE_KEY: 'k' }).botCheck.enabled).toBe(false);
    expect(loadConfig({ APP_PROJECT_ID: 'p' }).botCheck.enabled).toBe(false);
    const config = loadConfig({
      BOT_CHECK_SITE_KEY: 'k',
      APP_PROJECT_ID: 'p',
      BOT_CHECK_SECRET: 's',
    });
    expect(config.botCheck).toEqual({
      enabled: true,
      secret: 's',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      debugToken: undefined,
    });
  });

  it('needs the captcha secret once the bot check is on', () => {
    expect(problemsOf({ BOT_CHECK_SITE_KEY: 'k', APP_PROJECT_ID: 'p' })).toEqual([
      'BOT_CHECK_SECRET: required when BOT_CHECK_SITE_KEY and APP_PROJECT_ID are set (the captcha provider’s secret key)',
    ]);
  });
});

describe('sign-in ways settings', () => {
  it('default to no providers, no phone, a generated secret and no admin requirement', () => {
    expect(loadConfig({}).signInWays).toEqual({
      secret: undefined,
      adminMfaRequired: false,
      oidcProviders: [],
      smsGateway: undefined,
    });
  });

  it('read providers from JSON, with the default scope', () => {
    const { signInWays } = loadConfig({
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'kc', name: 'Keycloak', issuer: 'https://id.example.org/realms/x', clientId: 't' },
      ]),
      SMS_GATEWAY_URL: 'https://sms.example.org/send',
      ADMIN_MFA_REQUIRED: 'true',
    });
    expect(signInWays.oidcProviders).toEqual([
      {
        id: 'kc',
        name: 'Keycloak',
        issuer: 'https://id.example.org/realms/x',
        clientId: 't',
        scope: 'openid email profile',
      },
    ]);
    expect(signInWays.smsGateway).toEqual({
      url: 'https://sms.example.org/send',
      token: undefined,
    });
    expect(signInWays.adminMfaRequired).toBe(true);
  });

  it('name the variable of a bad setting', () => {
    expect(problemsOf({ OIDC_PROVIDERS: '{not json' })).toEqual([
      'OIDC_PROVIDERS: must be a JSON array of providers',
    ]);
    expect(
      problemsOf({
        OIDC_PROVIDERS: JSON.stringify([
          { id: 'Bad Id', name: 'x', issuer: 'ftp://x', clientId: 'c' },
        ]),
      }),
    ).toEqual([
      'OIDC_PROVIDERS.0.id: id must be 1 to 32 lowercase letters, digits or hyphens',
      'OIDC_PROVIDERS.0.issuer: issuer must be an http:// or https:// URL',
    ]);
    const twice = { id: 'a', name: 'A', issuer: 'https://a.example', clientId: 'c' };
    expect(problemsOf({ OIDC_PROVIDERS: JSON.stringify([twice, twice]) })).toEqual([
      'OIDC_PROVIDERS: every provider needs its own id',
    ]);
    expect(problemsOf({ AUTH_SECRET: 'short' })).toEqual([
      'AUTH_SECRET: must be at least 32 characters (it derives the keys that encrypt sign-in secrets)',
    ]);
    expect(problemsOf({ SMS_GATEWAY_URL: 'sms.example.org' })).toEqual([
      'SMS_GATEWAY_URL: must be a URL starting with http:// or https://',
    ]);
  });
});
