import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import {
  latestLinkTo,
  linkParameters,
  signUp,
  withSession,
  type TestUser,
} from '../features/auth/auth-test-helpers';
import { issueTestSession } from '../testing/issue-session';
import { rawGet } from '../testing/raw-http';
import { createTestApp, type TestApp } from '../testing/test-app';

const SECRET_TEXT = 'secret-outside-the-client-folder';

describe('hostile requests over real HTTP', () => {
  let testApp: TestApp;
  let port: number;
  let root: string;
  let user: TestUser;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-hostile-'));
    const clientDir = path.join(root, 'client');
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Tsuzuki</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-1.js'), 'console.log(1)');
    fs.writeFileSync(path.join(root, 'secret.txt'), SECRET_TEXT);
    testApp = await createTestApp('sqlite', { CLIENT_DIR: clientDir });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    user = await signUp(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('never serves a file outside the client folder, however the path is spelled', async () => {
    const spellings = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '/assets/%c0%ae%c0%ae/secret.txt',
      '//secret.txt',
      '/assets/app-1.js/../../../secret.txt',
      '/secret.txt%00.js',
    ];
    for (const spelling of spellings) {
      const answer = await rawGet(port, spelling);
      expect(answer.body, spelling).not.toContain(SECRET_TEXT);
      expect(answer.status, spelling).toBeGreaterThanOrEqual(200);
      expect(answer.status, spelling).toBeLessThan(500);
    }
    expect((await rawGet(port, '/assets/app-1.js')).body).toBe('console.log(1)');
  });

  it('refuses a header value carrying a line break instead of letting it inject a header', async () => {
    const answer = await rawGet(port, '/api/health', [
      'X-Request-Id: abcdefgh\rSet-Cookie: injected=1',
    ]);
    expect(answer.status).toBe(400);
    expect(answer.head).not.toMatch(/set-cookie: injected/i);
    const encoded = await rawGet(port, '/api/health', [
      'X-Request-Id: abcdefgh%0d%0aSet-Cookie:%20injected=1',
    ]);
    expect(encoded.status).toBe(200);
    expect(encoded.head).not.toMatch(/set-cookie/i);
    expect(encoded.head).not.toContain('%0d%0a');
    expect((await rawGet(port, '/api/health')).status).toBe(200);
  });

  it('refuses an oversized cookie at the HTTP layer and a large junk cookie with 401', async () => {
    const oversized = await rawGet(port, '/api/users/me', [`Cookie: a=${'x'.repeat(20_000)}`]);
    expect(oversized.status).toBe(431);
    const large = await rawGet(port, '/api/users/me', [
      `Cookie: tsuzuki_session=${'y'.repeat(8000)}`,
    ]);
    expect(large.status).toBe(401);
    expect(JSON.parse(large.body)).toMatchObject({ error: { code: 'unauthenticated' } });
    expect((await rawGet(port, '/api/health')).status).toBe(200);
  });

  it('refuses forged, tampered and expired sessions, and clears the cookie', async () => {
    const expired = await issueTestSession(testApp.database.db, user.uid, {
      now: Date.now() - 2000,
      expiresAt: Date.now() - 1000,
    });
    const tampered = `${user.token.slice(0, -1)}${user.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['forged-session-token', tampered, expired, '', '%00', 'a'.repeat(43)]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/users/me',
        ...withSession(token),
      });
      expect(response.statusCode, token).toBe(401);
      expect(response.json<ApiErrorBody>().error.code, token).toBe('unauthenticated');
    }
    const reused = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      ...withSession(expired),
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.headers['set-cookie']).toMatch(/tsuzuki_session=;/);
    const stillValid = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      ...withSession(user.token),
    });
    expect(stillValid.statusCode).toBe(200);
  });

  it('honours a single-use reset code once, even when it is replayed at the same moment', async () => {
    const victim = await signUp(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: victim.email },
    });
    const link = linkParameters(await latestLinkTo(testApp.database.db, victim.email));
    const use = (newPassword: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/action',
        payload: { ...link, newPassword },
      });
    const answers = await Promise.all([use('first-new-pass'), use('second-new-pass')]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const later = await use('third-new-pass');
    expect(later.json<ApiErrorBody>().error.code).toBe('invalid-action-code');
  });

  it('stops answering an old calendar feed address once it is replaced', async () => {
    const link = await testApp.app.inject({
      method: 'GET',
      url: '/api/lists/calendar',
      ...withSession(user.token),
    });
    const oldPath = new URL(link.json<{ url: string }>().url).pathname;
    expect((await testApp.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(200);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/lists/calendar/rotate',
      ...withSession(user.token),
    });
    expect((await testApp.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(404);
  });
});
