import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import {
  latestLinkTo,
  linkParameters,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  withSession,
} from './auth-test-helpers';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { SessionResponse } from '../../../shared/auth-api';

describe.each(DIALECTS)('registration on %s', (dialect) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(dialect);
  });
  afterEach(async () => {
    await testApp.close();
  });

  const register = (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('creates the account and profile, signs in and answers the spec’s authenticated user', async () => {
    const response = await register({
      email: '  Ada@Example.com ',
      password: TEST_PASSWORD,
      username: ' Ada ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<SessionResponse>();
    expect(body.user.uid).toMatch(/^[A-Za-z0-9_-]{28}$/);
    expect(body.user.metadata.creationTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.user).toEqual({
      uid: body.user.uid,
      email: 'ada@example.com',
      emailVerified: false,
      displayName: 'Ada',
      photoURL: null,
      phoneNumber: null,
      providerData: [
        {
          providerId: 'password',
          uid: 'ada@example.com',
          email: 'ada@example.com',
          phoneNumber: null,
        },
      ],
      metadata: {
        creationTime: body.user.metadata.creationTime,
        lastSignInTime: body.user.metadata.creationTime,
      },
      isAdmin: false,
      profile: {
        username: 'Ada',
        email: 'ada@example.com',
        createdAt: body.user.metadata.creationTime,
        onboardingComplete: false,
        allowAdult: false,
        favouriteGenres: [],
        favouriteTitles: [],
        scoreScale: 'POINT_10',
        language: null,
        titleLanguage: null,
      },
    });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    const token = sessionCookieOf(response)?.value;
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      ...withSession(token),
    });
    expect(session.statusCode).toBe(200);
    expect(session.json<SessionResponse>().user.uid).toBe(body.user.uid);
  });

  it('stores only a salted scrypt hash of the password', async () => {
    const user = await signUp(testApp.app);
    const row = await testApp.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(TEST_PASSWORD);
  });

  it('mails a verification link that opens the login screen with its code', async () => {
    const user = await signUp(testApp.app);
    const link = await latestLinkTo(testApp.database.db, user.email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/login\?mode=verifyEmail&oobCode=[\w-]{43}$/);
  });

  it('refuses an address already in use, whatever its case', async () => {
    const email = uniqueEmail();
    await signUp(testApp.app, { email });
    const response = await register({
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      username: 'Someone',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'email-already-in-use',
      message: 'An account with this email already exists.',
    });
  });

  it.each(['', 'not-an-address', 'a@', '@example.com', 'a b@example.com'])(
    'refuses %j with invalid-email',
    async (email) => {
      const response = await register({ email, password: TEST_PASSWORD, username: 'Ada' });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'invalid-email',
        message: 'Please enter a valid email address.',
      });
    },
  );

  it('refuses a password under 6 characters with weak-password', async () => {
    const response = await register({ email: uniqueEmail(), password: '12345', username: 'Ada' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'weak-password',
      message: 'Password should be at least 6 characters long.',
    });
  });

  it('refuses passwords over 1024 characters and bad usernames as invalid arguments', async () => {
    const long = await register({
      email: uniqueEmail(),
      password: 'x'.repeat(1025),
      username: 'Ada',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<ApiErrorBody>().error.code).toBe('invalid-argument');
    const shortName = await register({
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      username: ' A ',
    });
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json<ApiErrorBody>().error).toMatchObject({
      code: 'invalid-argument',
      message: 'Invalid body.username: Username must be 2 to 40 characters.',
    });
    const missing = await register({ email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
  });

  it('answers one success and one email-already-in-use to two racing sign-ups', async () => {
    const email = uniqueEmail();
    const payload = { email, password: TEST_PASSWORD, username: 'Racer' };
    const [first, second] = await Promise.all([register(payload), register(payload)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  });

  it('keeps the account when the verification mail cannot be sent', async () => {
    const smtpDown = await createTestApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const response = await smtpDown.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: TEST_PASSWORD, username: 'Ada' },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await smtpDown.close();
    }
  });

  it('gives each link code the verifyEmail mode', async () => {
    const user = await signUp(testApp.app);
    expect(linkParameters(await latestLinkTo(testApp.database.db, user.email)).mode).toBe(
      'verifyEmail',
    );
  });
});

describe.each(DIALECTS)('registration limits on %s', (dialect) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(dialect);
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('answers too-many-requests after repeated refused sign-ups for one address', async () => {
    const email = uniqueEmail();
    await signUp(testApp.app, { email });
    const attempt = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: TEST_PASSWORD, username: 'Prober' },
      });
    for (let refused = 0; refused < 5; refused += 1) {
      expect((await attempt()).statusCode).toBe(409);
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiErrorBody>().error).toMatchObject({
      code: 'too-many-requests',
      message: 'Too many failed attempts. Please try again later.',
    });
    const other = await signUp(testApp.app);
    expect(other.uid).toBeTruthy();
  });

  it('creates at most the configured number of accounts an hour from one client (S-09)', async () => {
    await testApp.close();
    const clock = new ManualClock();
    testApp = await createTestApp(dialect, { SIGN_UPS_PER_HOUR_PER_IP: '3' }, { clock });
    const signUpFrom = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: { email: uniqueEmail(), password: TEST_PASSWORD, username: 'Many' },
      });
    for (let created = 0; created < 3; created += 1) {
      expect((await signUpFrom('10.1.1.1')).statusCode).toBe(201);
    }
    const limited = await signUpFrom('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiErrorBody>().error.code).toBe('too-many-requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUpFrom('10.1.1.2')).statusCode).toBe(201);
    clock.advance(3_600_000);
    expect((await signUpFrom('10.1.1.1')).statusCode).toBe(201);
  });
});
