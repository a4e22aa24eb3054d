import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenList, CreatedApiToken } from '../../../shared/api-tokens';
import type { ListPage } from '../../../shared/lists-api';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { signUp, TEST_PASSWORD, withSession, type TestUser } from '../auth/auth-test-helpers';
import { track } from '../lists/lists-test-helpers';

const FOREIGN_ORIGIN = 'https://evil.example';

describe.each(DIALECTS)('personal access tokens on %s', (dialect) => {
  let testApp: TestApp;
  let user: TestUser;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    user = await signUp(testApp.app);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}`;
    await track(testApp.app, user.token, 'tv/1', { status: 'watching', name: 'Token show' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function createToken(
    scope: 'read' | 'read-write',
    owner: TestUser = user,
  ): Promise<CreatedApiToken> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/tokens',
      payload: { name: `${scope} script`, scope, currentPassword: owner.password },
      ...withSession(owner.token),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedApiToken>();
  }

  /** As curl would call: plain HTTP, the Authorization header and nothing else of a browser's. */
  function curl(path: string, secret: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${secret}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  }

  it('lists and updates titles with a read-and-write token over plain HTTP', async () => {
    const { secret, token } = await createToken('read-write');
    expect(secret).toMatch(/^tsz_[A-Za-z0-9_-]{43}$/);
    expect(token.scope).toBe('read-write');

    const listed = await curl('/api/lists', secret);
    expect(listed.status).toBe(200);
    const page = (await listed.json()) as ListPage;
    expect(page.items.map((item) => item.name)).toEqual(['Token show']);

    const updated = await curl('/api/lists/tv/1', secret, {
      method: 'PUT',
      body: JSON.stringify({ current_episode: 7 }),
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as TrackedTitle).current_episode).toBe(7);

    const tokens = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile/tokens',
      ...withSession(user.token),
    });
    const mine = tokens.json<ApiTokenList>().tokens.find((each) => each.id === token.id);
    expect(mine?.lastUsedAt).not.toBeNull();
    expect(tokens.body).not.toContain(secret);
  });

  it('lets a read token read but refuses it any change, saying why', async () => {
    const { secret } = await createToken('read');
    expect((await curl('/api/lists', secret)).status).toBe(200);
    expect((await curl('/api/users/me', secret)).status).toBe(200);
    for (const method of ['PUT', 'DELETE']) {
      const refused = await curl('/api/lists/tv/1', secret, {
        method,
        ...(method === 'PUT' ? { body: JSON.stringify({ current_episode: 9 }) } : {}),
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        'token-read-only',
      );
    }
  });

  it('refuses a revoked token and an unknown one with 401', async () => {
    const { secret, token } = await createToken('read-write');
    const revoke = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/profile/tokens/${token.id}`,
      ...withSession(user.token),
    });
    expect(revoke.statusCode).toBe(204);
    expect((await curl('/api/lists', secret)).status).toBe(401);
    expect((await curl('/api/lists', `tsz_${'A'.repeat(43)}`)).status).toBe(401);
    expect((await curl('/api/lists', 'not-even-a-token')).status).toBe(401);
  });

  it('keeps tokens away from account management and from making tokens', async () => {
    const { secret } = await createToken('read-write');
    const calls: [string, string, unknown][] = [
      ['GET', '/api/profile/tokens', undefined],
      ['POST', '/api/profile/tokens', { name: 'x', scope: 'read', currentPassword: TEST_PASSWORD }],
      [
        'POST',
        '/api/auth/password',
        { currentPassword: TEST_PASSWORD, newPassword: 'n3w-pass-word' },
      ],
      ['DELETE', '/api/users/me', { currentPassword: TEST_PASSWORD }],
      ['PATCH', '/api/users/me', { 'profile.username': 'Renamed' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await curl(path, secret, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it('does not let a bearer header carry a cookie session past the CSRF check', async () => {
    const { secret } = await createToken('read-write');
    const forged = (authorization: string) =>
      curl('/api/lists/tv/1', secret, {
        method: 'PUT',
        body: JSON.stringify({ current_episode: 11 }),
        headers: {
          authorization,
          origin: FOREIGN_ORIGIN,
          'sec-fetch-site': 'cross-site',
          cookie: `tsuzuki_session=${user.token}`,
        },
      });
    // Without a valid token the call is a token call all the same: refused, never the cookie's.
    expect((await forged('Bearer tsz_forged')).status).toBe(401);
    expect((await forged('Basic dXNlcjpwYXNz')).status).toBe(401);
    // On a route closed to tokens, the cookie is checked for CSRF as ever.
    const accountCall = await fetch(`${baseUrl}/api/users/me`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${secret}`,
        origin: FOREIGN_ORIGIN,
        cookie: `tsuzuki_session=${user.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ 'profile.username': 'Forged' }),
    });
    expect(accountCall.status).toBe(403);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      ...withSession(user.token),
    });
    expect(profile.body).not.toContain('Forged');
    const title = await curl('/api/lists?limit=1', secret);
    expect(((await title.json()) as ListPage).items[0]?.current_episode).not.toBe(11);
  });

  it('answers another user’s token with that user’s titles only', async () => {
    const other = await signUp(testApp.app);
    const { secret } = await createToken('read', other);
    const page = (await (await curl('/api/lists', secret)).json()) as ListPage;
    expect(page.items).toEqual([]);
  });

  it('creates tokens only with the current password, within the limit per user', async () => {
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/tokens',
      payload: { name: 'x', scope: 'read', currentPassword: 'wrong-password-1' },
      ...withSession(user.token),
    });
    expect(wrong.statusCode).toBe(400);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/tokens',
      payload: { name: '', scope: 'admin', currentPassword: TEST_PASSWORD },
      ...withSession(user.token),
    });
    expect(bad.statusCode).toBe(400);
    const crowded = await signUp(testApp.app);
    for (let index = 0; index < 20; index += 1) await createToken('read', crowded);
    const over = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/tokens',
      payload: { name: 'one more', scope: 'read', currentPassword: TEST_PASSWORD },
      ...withSession(crowded.token),
    });
    expect(over.statusCode).toBe(409);
  });

  it('slows down a caller guessing tokens', async () => {
    const guesses = Array.from({ length: 25 }, (_unused, index) =>
      curl('/api/users/me', `tsz_${String(index).padStart(43, 'x')}`),
    );
    const statuses = (await Promise.all(guesses)).map((answer) => answer.status);
    expect(statuses).toContain(429);
  });
});
