import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeCaptchaVerifier,
  type FakeCaptchaVerifier,
} from '../../testing/fakes/captcha-verifier';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { TEST_PASSWORD, uniqueEmail } from '../auth/auth-test-helpers';
import { ATTESTATION_SKIPPED_MESSAGE } from '../../../shared/captcha-provider';
import type { ApiErrorBody } from '../../../shared/api-error';

const SECRET = 'captcha-server-secret';
const HUMAN_TOKEN = 'token-of-a-person';
const BOT_TOKEN = 'token-of-a-script';

describe.each(DIALECTS)('bot check on %s', (dialect) => {
  let testApp: TestApp;
  let verifier: FakeCaptchaVerifier | undefined;
  let clock: ManualClock;
  afterEach(async () => {
    await testApp.close();
    await verifier?.close();
    verifier = undefined;
  });

  async function startEnabled(extra: Record<string, string> = {}) {
    verifier = await startFakeCaptchaVerifier(SECRET, { [HUMAN_TOKEN]: 0.9, [BOT_TOKEN]: 0.1 });
    clock = new ManualClock();
    testApp = await createTestApp(
      dialect,
      {
        BOT_CHECK_SITE_KEY: 'site-key',
        APP_PROJECT_ID: 'tsuzuki-home',
        BOT_CHECK_SECRET: SECRET,
        BOT_CHECK_VERIFY_URL: verifier.url,
        LOG_LEVEL: 'info',
        ...extra,
      },
      { clock },
    );
    return verifier;
  }

  const exchange = (payload: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: '/api/attestation/exchange', payload });
  const register = (headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, username: 'Ada' },
    });

  it('when off, logs the spec’s line once and asks sign-up for nothing', async () => {
    testApp = await createTestApp(dialect, { LOG_LEVEL: 'info', BOT_CHECK_SITE_KEY: 'site-key' });
    const messages = testApp.logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.filter((message) => message === ATTESTATION_SKIPPED_MESSAGE)).toHaveLength(1);
    expect(ATTESTATION_SKIPPED_MESSAGE).toBe(
      'App attestation initialisation skipped: the bot-check site key or project id is missing.',
    );
    expect((await register()).statusCode).toBe(201);
    expect((await exchange({ debug_token: 'x' })).statusCode).toBe(404);
  });

  it('when on, refuses sign-up, sign-in and reset without a token', async () => {
    await startEnabled();
    const messages = testApp.logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).not.toContain(ATTESTATION_SKIPPED_MESSAGE);
    for (const url of ['/api/auth/register', '/api/auth/login', '/api/auth/password-reset']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        payload: { email: uniqueEmail(), password: TEST_PASSWORD, username: 'Ada' },
      });
      expect(response.statusCode, url).toBe(401);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'app-check-failed',
        message: 'This call needs a bot-check token in X-Attestation-Token.',
      });
    }
  });

  it('exchanges a passing captcha token for an attestation token that opens sign-up', async () => {
    const fake = await startEnabled();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/attestation/exchange',
      remoteAddress: '198.51.100.7',
      payload: { recaptcha_v3_token: HUMAN_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    const { token, ttl } = response.json<{ token: string; ttl: string }>();
    expect(ttl).toBe('3600s');
    expect(fake.checks).toEqual([
      { secret: SECRET, response: HUMAN_TOKEN, remoteip: '198.51.100.7' },
    ]);
    expect((await register({ 'x-attestation-token': token })).statusCode).toBe(201);
    const replayed = await register({ 'x-attestation-token': token });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json<ApiErrorBody>().error.code).toBe('app-check-failed');
  });

  it('refuses a low-scoring or unknown captcha token', async () => {
    await startEnabled();
    for (const captcha of [BOT_TOKEN, 'forged']) {
      const response = await exchange({ recaptcha_v3_token: captcha });
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'app-check-failed',
        message: 'The bot check did not pass. Reload the page and try again.',
      });
    }
  });

  it('refuses forged and expired attestation tokens', async () => {
    await startEnabled();
    const { token } = (await exchange({ recaptcha_v3_token: HUMAN_TOKEN })).json<{
      token: string;
    }>();
    expect((await register({ 'x-attestation-token': `${token}x` })).statusCode).toBe(401);
    clock.advance(3_600_000);
    const expired = await register({ 'x-attestation-token': token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json<ApiErrorBody>().error.message).toBe(
      'The bot-check token is invalid or has expired. Reload the page and try again.',
    );
  });

  it('accepts the operator’s debug token, and no other', async () => {
    await startEnabled({ BOT_CHECK_DEBUG_TOKEN: 'debug-123' });
    expect((await exchange({ debug_token: 'debug-124' })).statusCode).toBe(401);
    const response = await exchange({ debug_token: 'debug-123' });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect((await register({ 'x-attestation-token': token })).statusCode).toBe(201);
  });

  it('refuses a debug token when none is configured, and malformed bodies', async () => {
    await startEnabled();
    expect((await exchange({ debug_token: 'anything' })).statusCode).toBe(401);
    expect((await exchange({})).json<ApiErrorBody>().error.code).toBe('invalid-argument');
    expect(
      (await exchange({ debug_token: 'a', recaptcha_v3_token: 'b' })).json<ApiErrorBody>().error
        .code,
    ).toBe('invalid-argument');
  });

  it('answers 503 when the captcha provider cannot be reached', async () => {
    const fake = await startEnabled();
    await fake.close();
    verifier = undefined;
    const response = await exchange({ recaptcha_v3_token: HUMAN_TOKEN });
    expect(response.statusCode).toBe(503);
    expect(response.json<ApiErrorBody>().error.code).toBe('attestation-unavailable');
  });
});
