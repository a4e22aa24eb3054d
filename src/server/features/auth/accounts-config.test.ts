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
