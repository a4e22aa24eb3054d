import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { TEST_PASSWORD, uniqueEmail } from './auth-test-helpers';
import type { ApiErrorBody } from '../../../shared/api-error';

describe.each(DIALECTS)('CSRF check on %s', (dialect) => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  const registerWith = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'tsuzuki.local:3000', ...headers },
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, username: 'Ada' },
    });

  it('refuses a state-changing call from a foreign Origin with 403 csrf-rejected', async () => {
    testApp = await createTestApp(dialect);
    for (const origin of ['https://evil.example', 'http://tsuzuki.local:3001', 'null']) {
      const response = await registerWith({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'csrf-rejected',
        message:
          'This request came from another site and was refused. Open Tsuzuki at its own address and try again.',
      });
    }
    expect(await testApp.database.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('accepts the request’s own origin', async () => {
    testApp = await createTestApp(dialect);
    expect((await registerWith({ origin: 'http://tsuzuki.local:3000' })).statusCode).toBe(201);
  });

  it('accepts PUBLIC_URL’s and the auth domain’s origins behind a proxy', async () => {
    testApp = await createTestApp(dialect, {
      PUBLIC_URL: 'https://anime.example.org',
      APP_AUTH_DOMAIN: 'auth.example.org',
    });
    expect((await registerWith({ origin: 'https://anime.example.org' })).statusCode).toBe(201);
    expect((await registerWith({ origin: 'https://auth.example.org' })).statusCode).toBe(201);
    expect((await registerWith({ origin: 'https://other.example.org' })).statusCode).toBe(403);
  });

  it('without Origin, trusts Sec-Fetch-Site same-origin or none and refuses cross-site', async () => {
    testApp = await createTestApp(dialect);
    expect((await registerWith({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await registerWith({ 'sec-fetch-site': 'none' })).statusCode).toBe(201);
    expect((await registerWith({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await registerWith({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await registerWith({})).statusCode).toBe(201);
  });

  it('lets reads from anywhere through', async () => {
    testApp = await createTestApp(dialect);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('checks every state-changing method', async () => {
    testApp = await createTestApp(dialect);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/api/users/me',
        headers: { origin: 'https://evil.example' },
        payload: {},
      });
      expect(response.statusCode, method).toBe(403);
    }
  });
});
