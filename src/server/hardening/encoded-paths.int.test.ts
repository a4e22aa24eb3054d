import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../features/auth/session-cookie';
import { findUserById } from '../features/auth/users';
import { issueTestSession } from '../testing/issue-session';
import { rawRequest } from '../testing/raw-http';
import { createTestApp, type TestApp } from '../testing/test-app';

const API_KEY = 'public-client-id';
const ADMIN_ID = 'admin-encoded-paths';

/** Spellings of the API prefix a string test on the raw URL misses but a router may not. */
const SPELLINGS = [
  '/%61pi',
  '/%61%70%69',
  '/a%70i',
  '/%41PI',
  '//api',
  '///api',
  '/API',
  '/Api',
  '/api/',
  '/./api',
  '/x/../api',
];

describe('the CSRF and API-key checks, whatever the spelling of the path (S-02)', () => {
  let testApp: TestApp;
  let port: number;
  let adminToken: string;
  const victimId = 'victim-encoded-paths';

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { APP_API_KEY: API_KEY, ADMIN_USER_ID: ADMIN_ID });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    // Every call through inject would need the key, so the accounts are made directly.
    const now = Date.now();
    for (const id of [ADMIN_ID, victimId]) {
      await testApp.database.db
        .insertInto('users')
        .values({
          id,
          email: `${id}@example.com`,
          password_hash: null,
          display_name: id,
          username: id,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    adminToken = await issueTestSession(testApp.database.db, ADMIN_ID, { now });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const disable = (prefix: string, headerLines: string[]) => {
    const lines = [
      `POST ${prefix}/admin/users/${victimId}/disable HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
      'Content-Length: 0',
      `Cookie: ${SESSION_COOKIE}=${adminToken}`,
      ...headerLines,
    ];
    return rawRequest(port, `${lines.join('\r\n')}\r\n\r\n`);
  };
  const victimDisabled = async () =>
    (await findUserById(testApp.database.db, victimId))?.disabled === 1;

  it('refuses a cross-site call on every spelling', async () => {
    for (const prefix of SPELLINGS) {
      const answer = await disable(prefix, [
        'Origin: https://evil.example',
        `X-Api-Key: ${API_KEY}`,
      ]);
      expect([403, 404], prefix).toContain(answer.status);
      expect(await victimDisabled(), prefix).toBe(false);
    }
  });

  it('refuses a call without the API key on every spelling', async () => {
    for (const prefix of SPELLINGS) {
      const answer = await disable(prefix, []);
      expect([401, 404], prefix).toContain(answer.status);
      expect(await victimDisabled(), prefix).toBe(false);
    }
  });

  it('answers the encoded spelling that reaches the route with the checks’ refusals', async () => {
    const crossSite = await disable('/%61pi', [
      'Origin: https://evil.example',
      `X-Api-Key: ${API_KEY}`,
    ]);
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toContain('csrf-rejected');
    const keyless = await disable('/%61pi', []);
    expect(keyless.status).toBe(401);
    expect(keyless.body).toContain('invalid-api-key');
  });

  it('still lets the admin’s own same-site call through', async () => {
    const answer = await disable('/api', [
      `Origin: http://127.0.0.1:${port}`,
      `X-Api-Key: ${API_KEY}`,
    ]);
    expect(answer.status).toBe(204);
    expect(await victimDisabled()).toBe(true);
  });
});
