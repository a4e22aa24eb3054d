import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../shared/api-error';
import type { SessionResponse } from '../../../../shared/auth-api';
import type {
  MfaStatus,
  RecoveryCodesResponse,
  TotpEnrolmentResponse,
} from '../../../../shared/sign-in-ways-api';
import { DIALECTS } from '../../../testing/test-databases';
import {
  clockedApps,
  createUserWithId,
  sessionCookieOf,
  signInAs,
  signUp,
  withSession,
  type TestUser,
} from '../auth-test-helpers';
import { mfaChallengeCookie } from '../short-lived-cookie';
import { totpCodeAt } from './totp';

const STEP_MS = 30_000;

describe.each(DIALECTS)('multi-factor sign-in with an authenticator app on %s', (dialect) => {
  const apps = clockedApps(dialect);
  const { start } = apps;

  const post = (app: FastifyInstance, url: string, token: string, payload?: object) =>
    app.inject({ method: 'POST', url, ...withSession(token), ...(payload ? { payload } : {}) });

  const errorCode = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().error.code;

  /** A user with an authenticator turned on; the session token changed on the way. */
  async function enrolled(app: FastifyInstance, user?: TestUser) {
    const owner = user ?? (await signUp(app));
    const enrolment = await post(app, '/api/auth/mfa/totp/enrol', owner.token, {
      currentPassword: owner.password,
    });
    expect(enrolment.statusCode).toBe(200);
    const { secret } = enrolment.json<TotpEnrolmentResponse>();
    const confirmed = await post(app, '/api/auth/mfa/totp/confirm', owner.token, {
      code: totpCodeAt(secret, apps.clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    const token = sessionCookieOf(confirmed)?.value ?? '';
    const { recoveryCodes } = confirmed.json<RecoveryCodesResponse>();
    return { ...owner, token, secret, recoveryCodes };
  }

  async function firstStep(app: FastifyInstance, email: string) {
    const response = await signInAs(app, email);
    const challenge = response.cookies.find((cookie) => cookie.name === mfaChallengeCookie.name);
    return { response, challenge: challenge?.value ?? '' };
  }

  const secondStep = (app: FastifyInstance, challenge: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/mfa/sign-in',
      cookies: { [mfaChallengeCookie.name]: challenge },
      payload: { code },
    });

  it('enrols with a QR code and secret sealed at rest, confirmed by a first code', async () => {
    const app = await start();
    const user = await signUp(app);
    // A borrowed session is not enough to turn it on (S-04).
    for (const payload of [undefined, { currentPassword: 'not-the-password' }]) {
      const refused = await post(app, '/api/auth/mfa/totp/enrol', user.token, payload);
      expect(refused.statusCode).toBe(400);
      expect(errorCode(refused)).toBe(payload ? 'wrong-password' : 'invalid-argument');
    }
    const enrolment = await post(app, '/api/auth/mfa/totp/enrol', user.token, {
      currentPassword: user.password,
    });
    const { secret, otpauthUri, qrSvg } = enrolment.json<TotpEnrolmentResponse>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('issuer=Tsuzuki');
    expect(qrSvg).toContain('<svg');
    const row = await apps.testApp.database.db
      .selectFrom('totp_factors')
      .selectAll()
      .where('user_id', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(row.secret_ciphertext).not.toContain(secret);
    expect(row.confirmed_at).toBeNull();

    const wrong = await post(app, '/api/auth/mfa/totp/confirm', user.token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errorCode(wrong)).toBe('invalid-verification-code');

    const confirmed = await post(app, '/api/auth/mfa/totp/confirm', user.token, {
      code: totpCodeAt(secret, apps.clock.now()),
    });
    const { recoveryCodes } = confirmed.json<RecoveryCodesResponse>();
    expect(recoveryCodes).toHaveLength(10);
    const stored = await apps.testApp.database.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.uid)
      .execute();
    expect(stored.map((entry) => entry.code_hash)).not.toContain(recoveryCodes[0]);
    // The password-only session ended; the browser that confirmed holds a new one.
    const oldSession = await app.inject({ url: '/api/auth/session', ...withSession(user.token) });
    expect(oldSession.statusCode).toBe(401);
    const newToken = sessionCookieOf(confirmed)?.value ?? '';
    const status = await app.inject({ url: '/api/auth/mfa', ...withSession(newToken) });
    expect(status.json<MfaStatus>()).toEqual({
      enrolled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
  });

  it('answers multi-factor-auth-required after the password, then signs in with a fresh code', async () => {
    const app = await start();
    const user = await enrolled(app);
    const { response, challenge } = await firstStep(app, user.email);
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('multi-factor-auth-required');
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(challenge).not.toBe('');

    // The code that confirmed the enrolment cannot be replayed within its step.
    const replayed = await secondStep(app, challenge, totpCodeAt(user.secret, apps.clock.now()));
    expect(errorCode(replayed)).toBe('invalid-verification-code');

    apps.clock.advance(STEP_MS);
    const signedIn = await secondStep(app, challenge, totpCodeAt(user.secret, apps.clock.now()));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<SessionResponse>().user.uid).toBe(user.uid);
    expect(sessionCookieOf(signedIn)?.value).toMatch(/^[\w-]{43}$/);

    // The challenge opened one session and is spent.
    apps.clock.advance(STEP_MS);
    const again = await secondStep(app, challenge, totpCodeAt(user.secret, apps.clock.now()));
    expect(errorCode(again)).toBe('mfa-session-expired');
  });

  it('takes each recovery code once, and refuses a second step that came too late', async () => {
    const app = await start();
    const user = await enrolled(app);
    const recovery = user.recoveryCodes[0] ?? '';

    const first = await firstStep(app, user.email);
    const used = await secondStep(app, first.challenge, recovery.toUpperCase());
    expect(used.statusCode).toBe(200);

    const second = await firstStep(app, user.email);
    const reused = await secondStep(app, second.challenge, recovery);
    expect(errorCode(reused)).toBe('invalid-verification-code');

    const late = await firstStep(app, user.email);
    apps.clock.advance(5 * 60_000);
    const expired = await secondStep(
      app,
      late.challenge,
      totpCodeAt(user.secret, apps.clock.now()),
    );
    expect(expired.statusCode).toBe(401);
    expect(errorCode(expired)).toBe('mfa-session-expired');
  });

  it('limits wrong second-step codes like wrong passwords', async () => {
    const app = await start();
    const user = await enrolled(app);
    const { challenge } = await firstStep(app, user.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(errorCode(await secondStep(app, challenge, '111111'))).toBe(
        'invalid-verification-code',
      );
    }
    apps.clock.advance(STEP_MS);
    const limited = await secondStep(app, challenge, totpCodeAt(user.secret, apps.clock.now()));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('turns off with a code, after which the password alone signs in again', async () => {
    const app = await start();
    const user = await enrolled(app);
    const refused = await post(app, '/api/auth/mfa/totp/disable', user.token, { code: '123456' });
    expect(errorCode(refused)).toBe('invalid-verification-code');
    apps.clock.advance(STEP_MS);
    const disabled = await post(app, '/api/auth/mfa/totp/disable', user.token, {
      code: totpCodeAt(user.secret, apps.clock.now()),
    });
    expect(disabled.statusCode).toBe(204);
    const signIn = await signInAs(app, user.email);
    expect(signIn.statusCode).toBe(200);
  });

  it('keeps the admin routes shut to an admin without an authenticator when required', async () => {
    const app = await start({ ADMIN_USER_ID: 'the-admin', ADMIN_MFA_REQUIRED: 'true' });
    const admin = await createUserWithId(app, apps.testApp.database.db, 'the-admin', {
      now: apps.clock.now(),
    });
    const refused = await app.inject({ url: '/api/admin/stats', ...withSession(admin.token) });
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('mfa-enrolment-required');
    const status = await app.inject({ url: '/api/auth/mfa', ...withSession(admin.token) });
    expect(status.json<MfaStatus>().required).toBe(true);

    const withApp = await enrolled(app, admin);
    const allowed = await app.inject({ url: '/api/admin/stats', ...withSession(withApp.token) });
    expect(allowed.statusCode).toBe(200);
  });
});
