import { afterEach, describe, expect, it } from 'vitest';
import { CAPTCHA_HOSTS } from '../../shared/captcha-provider';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('the captcha provider in the Content-Security-Policy', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const policyOf = async () =>
    String(
      (await testApp.app.inject({ method: 'GET', url: '/api/config' })).headers[
        'content-security-policy'
      ],
    );

  it('is allowed to load its script and frame when the bot check is on', async () => {
    testApp = await createTestApp('sqlite', {
      BOT_CHECK_SITE_KEY: 'site-key',
      APP_PROJECT_ID: 'tsuzuki-home',
      BOT_CHECK_SECRET: 'captcha-secret',
    });
    const policy = await policyOf();
    for (const host of CAPTCHA_HOSTS) {
      expect(policy).toMatch(new RegExp(`script-src [^;]*${host}`));
      expect(policy).toMatch(new RegExp(`frame-src [^;]*${host}`));
    }
  });

  it('is not mentioned when the bot check is off, even with the site key alone', async () => {
    testApp = await createTestApp('sqlite', { BOT_CHECK_SITE_KEY: 'site-key' });
    const policy = await policyOf();
    expect(policy).toContain("script-src 'self';");
    for (const host of CAPTCHA_HOSTS) expect(policy).not.toContain(host);
  });
});
