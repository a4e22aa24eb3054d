import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import {
  sessionCookieOf,
  signInAs,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  withSession,
} from './auth-test-helpers';
import { digestOf } from './secrets';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { SessionResponse } from '../../../shared/auth-api';

const DAY_MS = 86_400_000;

describe.each(DIALECTS)('sign-in and sessions on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  const start = async (environment: Record<string, string> = {}) => {
    clock = new ManualClock();
    testApp = await createTestApp(dialect, environment, { clock });
    return testApp.app;
  };
  afterEach(async () => {
    await testApp.close();
  });

  const sessionOf = (token: string | undefined) =>
    testApp.app.inject({ method: 'GET', url: '/api/auth/session', ...withSession(token) });

  it('signs in with the password, case-insensitively by address, and records the time', async () => {
    const app = await start();
    const user = await signUp(app);
    clock.advance(60_000);
    const response = await signInAs(app, user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionResponse>();
    expect(body.user.uid).toBe(user.uid);
    expect(body.user.metadata.lastSignInTime).toBe(new Date(clock.now()).toISOString());
    expect(body.expiresAt).toBe(new Date(clock.now() + 14 * DAY_MS).toISOString());
  });

  it('sets an httpOnly, SameSite=Lax session cookie on path / that is not Secure over http', async () => {
    const app = await start();
    const response = await signInAs(app, (await signUp(app)).email);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 14 * 86_400,
    });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it('names the cookie __Host- and marks it Secure when PUBLIC_URL is https', async () => {
    const app = await start({ PUBLIC_URL: 'https://anime.example.org' });
    const response = await signInAs(app, (await signUp(app)).email);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({
      name: '__Host-tsuzuki_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.domain).toBeUndefined();
  });

  it('keeps a session begun under the old cookie name on https, and signs it out', async () => {
    const app = await start({ PUBLIC_URL: 'https://anime.example.org' });
    const user = await signUp(app);
    const old = { cookies: { tsuzuki_session: user.token } };
    const session = await app.inject({ method: 'GET', url: '/api/auth/session', ...old });
    expect(session.statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', ...old });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.map((cookie) => [cookie.name, cookie.value]).sort()).toEqual([
      ['__Host-tsuzuki_session', ''],
      ['tsuzuki_session', ''],
    ]);
  });

  it('keeps only the SHA-256 of the session token', async () => {
    const app = await start();
    const user = await signUp(app);
    const rows = await testApp.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows).toEqual([{ token_hash: digestOf(user.token) }]);
  });

  it('answers invalid-credential alike for a wrong password and an unknown address', async () => {
    const app = await start();
    const user = await signUp(app);
    for (const [email, password] of [
      [user.email, 'wrong-password'],
      [uniqueEmail('nobody'), TEST_PASSWORD],
    ] as const) {
      const response = await signInAs(app, email, password);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'invalid-credential',
        message: 'Invalid email or password. Please check your credentials and try again.',
      });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('answers invalid-email for a malformed address', async () => {
    const app = await start();
    const response = await signInAs(app, 'not-an-address');
    expect(response.json<ApiErrorBody>().error.code).toBe('invalid-email');
  });

  it('refuses the sixth failure for one address within 15 minutes, then lets it try again', async () => {
    const app = await start();
    const user = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInAs(app, user.email, 'wrong-guess')).json<ApiErrorBody>().error.code).toBe(
        'invalid-credential',
      );
    }
    const blocked = await signInAs(app, user.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ApiErrorBody>().error).toMatchObject({
      code: 'too-many-requests',
      message: 'Too many failed attempts. Please try again later.',
    });
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    clock.advance(15 * 60_000);
    expect((await signInAs(app, user.email)).statusCode).toBe(200);
  });

  it('limits failures per client address across many accounts', async () => {
    const app = await start();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await signInAs(app, uniqueEmail('probe'), 'guess-123');
    }
    const blocked = await signInAs(app, uniqueEmail('probe'), 'guess-123');
    expect(blocked.json<ApiErrorBody>().error.code).toBe('too-many-requests');
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      payload: { email: uniqueEmail('probe'), password: 'guess-123' },
    });
    expect(elsewhere.json<ApiErrorBody>().error.code).toBe('invalid-credential');
  });

  it('rotates the session at sign-in: the browser’s previous token stops working', async () => {
    const app = await start();
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      ...withSession(user.token),
    });
    const newToken = sessionCookieOf(response)?.value;
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(user.token);
    expect((await sessionOf(user.token)).statusCode).toBe(401);
    expect((await sessionOf(newToken)).statusCode).toBe(200);
  });

  it('answers 401 unauthenticated with the spec’s message for a session that does not exist', async () => {
    await start();
    for (const token of ['made-up-token', 'x'.repeat(43)]) {
      const response = await sessionOf(token);
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'unauthenticated',
        message: 'You are not logged in.',
      });
    }
  });

  it('logs out: 204, the session row deleted and the cookie cleared', async () => {
    const app = await start();
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      ...withSession(user.token),
    });
    expect(response.statusCode).toBe(204);
    expect(sessionCookieOf(response)).toMatchObject({ value: '', path: '/' });
    expect(await testApp.database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect((await sessionOf(user.token)).statusCode).toBe(401);
  });

  it('refreshes: a new token and a later expiry, the old token refused', async () => {
    const app = await start();
    const user = await signUp(app);
    clock.advance(10 * DAY_MS);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      ...withSession(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionResponse>().expiresAt).toBe(
      new Date(clock.now() + 14 * DAY_MS).toISOString(),
    );
    const newToken = sessionCookieOf(response)?.value;
    expect(newToken).not.toBe(user.token);
    expect((await sessionOf(user.token)).statusCode).toBe(401);
    expect((await sessionOf(newToken)).statusCode).toBe(200);
  });

  it('ends an expired session with 401 and clears its cookie', async () => {
    const app = await start();
    const user = await signUp(app);
    clock.advance(14 * DAY_MS);
    const response = await sessionOf(user.token);
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>().error.code).toBe('unauthenticated');
    expect(sessionCookieOf(response)?.value).toBe('');
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      ...withSession(user.token),
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('slides the expiry forward on use, at most once an hour', async () => {
    const app = await start();
    const user = await signUp(app);
    clock.advance(30 * 60_000);
    const soon = await sessionOf(user.token);
    expect(sessionCookieOf(soon)).toBeUndefined();
    clock.advance(13 * DAY_MS);
    const later = await sessionOf(user.token);
    expect(later.json<SessionResponse>().expiresAt).toBe(
      new Date(clock.now() + 14 * DAY_MS).toISOString(),
    );
    expect(sessionCookieOf(later)).toMatchObject({ value: user.token, maxAge: 14 * 86_400 });
    clock.advance(2 * DAY_MS);
    expect((await sessionOf(user.token)).statusCode).toBe(200);
  });

  it('honours SESSION_LIFETIME_DAYS', async () => {
    const app = await start({ SESSION_LIFETIME_DAYS: '2' });
    const response = await signInAs(app, (await signUp(app)).email);
    expect(response.json<SessionResponse>().expiresAt).toBe(
      new Date(clock.now() + 2 * DAY_MS).toISOString(),
    );
  });

  it('answers user-disabled and clears the cookie for a disabled account', async () => {
    const app = await start();
    const user = await signUp(app);
    await testApp.database.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', user.uid)
      .execute();
    const response = await sessionOf(user.token);
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'user-disabled',
      message: 'This account has been disabled. Please contact support.',
    });
    expect(sessionCookieOf(response)?.value).toBe('');
    const signIn = await signInAs(app, user.email);
    expect(signIn.json<ApiErrorBody>().error.code).toBe('user-disabled');
  });

  it('tells a visitor without a session cookie that nobody is signed in, without an error', async () => {
    const app = await start();
    const response = await app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, expiresAt: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the session call without caching', async () => {
    const app = await start();
    const user = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      ...withSession(user.token),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
