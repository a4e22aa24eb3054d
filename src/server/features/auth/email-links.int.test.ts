import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import {
  latestLinkTo,
  linkParameters,
  mailCountTo,
  sessionCookieOf,
  signInAs,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  withSession,
} from './auth-test-helpers';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { SessionResponse } from '../../../shared/auth-api';

const HOUR_MS = 3_600_000;

describe.each(DIALECTS)('e-mailed links on %s', (dialect) => {
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

  const act = (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/action', payload });
  const linkTo = async (email: string) =>
    linkParameters(await latestLinkTo(testApp.database.db, email));
  const sessionOf = (token: string | undefined) =>
    testApp.app.inject({ method: 'GET', url: '/api/auth/session', ...withSession(token) });
  const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      remoteAddress,
      payload: { email },
    });

  describe('verifying the address', () => {
    it('marks the address verified once, then refuses the used code', async () => {
      const app = await start();
      const user = await signUp(app);
      const link = await linkTo(user.email);
      const first = await act(link);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ mode: 'verifyEmail', email: user.email });
      expect((await sessionOf(user.token)).json<SessionResponse>().user.emailVerified).toBe(true);
      const again = await act(link);
      expect(again.statusCode).toBe(400);
      expect(again.json<ApiErrorBody>().error.code).toBe('invalid-action-code');
    });

    it('refuses a code after 3 days with expired-action-code', async () => {
      const app = await start();
      const user = await signUp(app);
      clock.advance(72 * HOUR_MS);
      const response = await act(await linkTo(user.email));
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'expired-action-code',
        message: 'This link has expired. Please request a new one.',
      });
    });

    it('refuses unknown codes and codes used in the wrong mode', async () => {
      const app = await start();
      const user = await signUp(app);
      const { oobCode } = await linkTo(user.email);
      for (const payload of [
        { mode: 'verifyEmail', oobCode: 'A'.repeat(43) },
        { mode: 'resetPassword', oobCode, newPassword: 'new-password-1' },
        { mode: 'verifyAndChangeEmail', oobCode },
      ]) {
        expect((await act(payload)).json<ApiErrorBody>().error.code).toBe('invalid-action-code');
      }
      expect((await act({ mode: 'somethingElse', oobCode })).json<ApiErrorBody>().error.code).toBe(
        'invalid-argument',
      );
    });

    it('resends the mail when signed in, then refuses after five an hour', async () => {
      const app = await start();
      const user = await signUp(app);
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/verification/send',
          ...withSession(user.token),
        });
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await send()).statusCode).toBe(204);
      expect(await mailCountTo(testApp.database.db, user.email)).toBe(6);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<ApiErrorBody>().error.code).toBe('too-many-requests');
      expect(
        (await app.inject({ method: 'POST', url: '/api/auth/verification/send' })).statusCode,
      ).toBe(401);
    });

    it('sends nothing to an address already verified', async () => {
      const app = await start();
      const user = await signUp(app);
      await act(await linkTo(user.email));
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/verification/send',
        ...withSession(user.token),
      });
      expect(response.statusCode).toBe(204);
      expect(await mailCountTo(testApp.database.db, user.email)).toBe(1);
    });
  });

  describe('resetting the password', () => {
    it('mails a link that sets the new password and ends every session', async () => {
      const app = await start();
      const user = await signUp(app);
      expect((await requestReset(user.email.toUpperCase())).statusCode).toBe(204);
      const link = await linkTo(user.email);
      expect(link.mode).toBe('resetPassword');

      const peek = await act({ mode: 'resetPassword', oobCode: link.oobCode });
      expect(peek.json()).toEqual({ mode: 'resetPassword', email: user.email });

      const reset = await act({ ...link, newPassword: 'brand-new-pass' });
      expect(reset.statusCode).toBe(200);
      expect((await sessionOf(user.token)).statusCode).toBe(401);
      expect((await signInAs(app, user.email, TEST_PASSWORD)).statusCode).toBe(400);
      const signedIn = await signInAs(app, user.email, 'brand-new-pass');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json<SessionResponse>().user.emailVerified).toBe(true);
      expect(
        (await act({ ...link, newPassword: 'another-pass' })).json<ApiErrorBody>().error.code,
      ).toBe('invalid-action-code');
    });

    it('refuses a weak new password and keeps the code usable', async () => {
      const app = await start();
      const user = await signUp(app);
      await requestReset(user.email);
      const link = await linkTo(user.email);
      expect((await act({ ...link, newPassword: '123' })).json<ApiErrorBody>().error.code).toBe(
        'weak-password',
      );
      expect((await act({ ...link, newPassword: '123456' })).statusCode).toBe(200);
    });

    it('lets a reset link work for one hour only', async () => {
      const app = await start();
      const user = await signUp(app);
      await requestReset(user.email);
      clock.advance(HOUR_MS);
      const response = await act({ ...(await linkTo(user.email)), newPassword: 'new-pass-1' });
      expect(response.json<ApiErrorBody>().error.code).toBe('expired-action-code');
    });

    it('answers the reset wording for an invalid or unknown address', async () => {
      await start();
      const invalid = await requestReset('nope');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<ApiErrorBody>().error).toMatchObject({
        code: 'invalid-email',
        message: 'Please enter a valid email address.',
      });
      const unknown = await requestReset(uniqueEmail('nobody'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiErrorBody>().error).toMatchObject({
        code: 'user-not-found',
        message: 'No account found with this email address.',
      });
    });

    it('refuses a fourth request for one address within the hour', async () => {
      const app = await start();
      const user = await signUp(app);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await requestReset(user.email)).statusCode).toBe(204);
      }
      const blocked = await requestReset(user.email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<ApiErrorBody>().error).toMatchObject({
        code: 'too-many-requests',
        message: 'Too many password reset requests. Please try again later.',
      });
    });
  });

  describe('changing the address', () => {
    const requestChange = (token: string, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/email',
        payload,
        ...withSession(token),
      });

    it('mails the new address, and changes it only when that link is followed', async () => {
      const app = await start();
      const user = await signUp(app);
      const newEmail = uniqueEmail('moved');
      const response = await requestChange(user.token, {
        currentPassword: TEST_PASSWORD,
        newEmail: newEmail.toUpperCase(),
      });
      expect(response.statusCode).toBe(204);
      expect((await sessionOf(user.token)).json<SessionResponse>().user.email).toBe(user.email);

      const link = await linkTo(newEmail);
      expect(link.mode).toBe('verifyAndChangeEmail');
      const applied = await act(link);
      expect(applied.json()).toEqual({ mode: 'verifyAndChangeEmail', email: newEmail });
      const session = (await sessionOf(user.token)).json<SessionResponse>();
      expect(session.user).toMatchObject({ email: newEmail, emailVerified: true });
      expect(session.user.profile.email).toBe(newEmail);
      expect((await signInAs(app, newEmail)).statusCode).toBe(200);
      expect((await act(link)).json<ApiErrorBody>().error.code).toBe('invalid-action-code');
    });

    it('lets a change link work for one day only', async () => {
      const app = await start();
      const user = await signUp(app);
      const newEmail = uniqueEmail('late');
      await requestChange(user.token, { currentPassword: TEST_PASSWORD, newEmail });
      clock.advance(24 * HOUR_MS);
      expect((await act(await linkTo(newEmail))).json<ApiErrorBody>().error.code).toBe(
        'expired-action-code',
      );
    });

    it('refuses a wrong password, a bad address and an address in use', async () => {
      const app = await start();
      const user = await signUp(app);
      const other = await signUp(app);
      const wrong = await requestChange(user.token, {
        currentPassword: 'not-my-password',
        newEmail: uniqueEmail(),
      });
      expect(wrong.json<ApiErrorBody>().error).toMatchObject({
        code: 'wrong-password',
        message: 'Incorrect password. Please try again.',
      });
      const invalid = await requestChange(user.token, {
        currentPassword: TEST_PASSWORD,
        newEmail: 'nope',
      });
      expect(invalid.json<ApiErrorBody>().error.code).toBe('invalid-email');
      const taken = await requestChange(user.token, {
        currentPassword: TEST_PASSWORD,
        newEmail: other.email,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ApiErrorBody>().error.code).toBe('email-already-in-use');
    });

    it('refuses a fourth request within the hour per account and an eleventh per client', async () => {
      const app = await start();
      const user = await signUp(app);
      const other = await signUp(app);
      const changeFrom = (token: string, remoteAddress: string, newEmail = uniqueEmail()) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/email',
          remoteAddress,
          payload: { currentPassword: TEST_PASSWORD, newEmail },
          ...withSession(token),
        });
      expect((await changeFrom(user.token, '10.0.0.1')).statusCode).toBe(204);
      expect((await changeFrom(user.token, '10.0.0.2')).statusCode).toBe(204);
      // The spec's in-use answer stays, and counts like any other request.
      expect((await changeFrom(user.token, '10.0.0.3', other.email)).statusCode).toBe(409);
      const blocked = await changeFrom(user.token, '10.0.0.4');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<ApiErrorBody>().error.code).toBe('too-many-requests');
      expect((await changeFrom(user.token, '10.0.0.4', other.email)).statusCode).toBe(429);

      const tokens = [other.token];
      for (let more = 0; more < 3; more += 1) tokens.push((await signUp(app)).token);
      let sent = 0;
      for (const token of tokens) {
        for (let each = 0; each < 3 && sent < 10; each += 1, sent += 1) {
          expect((await changeFrom(token, '10.0.0.9')).statusCode).toBe(204);
        }
      }
      expect((await changeFrom(tokens[3] ?? '', '10.0.0.9')).statusCode).toBe(429);
      clock.advance(HOUR_MS);
      expect((await changeFrom(user.token, '10.0.0.4')).statusCode).toBe(204);
    });

    it('refuses the change link when someone took the address meanwhile', async () => {
      const app = await start();
      const user = await signUp(app);
      const newEmail = uniqueEmail('contested');
      await requestChange(user.token, { currentPassword: TEST_PASSWORD, newEmail });
      const link = await linkTo(newEmail);
      await signUp(app, { email: newEmail });
      expect((await act(link)).json<ApiErrorBody>().error.code).toBe('email-already-in-use');
    });

    it('voids a password reset link sent to the old address (S-10)', async () => {
      const app = await start();
      const user = await signUp(app);
      expect((await requestReset(user.email)).statusCode).toBe(204);
      const oldReset = await linkTo(user.email);
      const newEmail = uniqueEmail('new');
      await requestChange(user.token, { currentPassword: TEST_PASSWORD, newEmail });
      await act(await linkTo(newEmail));
      const reset = await act({ ...oldReset, newPassword: 'taken-over-1' });
      expect(reset.json<ApiErrorBody>().error.code).toBe('invalid-action-code');
      expect((await signInAs(app, newEmail, 'taken-over-1')).statusCode).toBe(400);
      expect((await signInAs(app, newEmail)).statusCode).toBe(200);
    });

    it('voids a verification link sent to the old address', async () => {
      const app = await start();
      const user = await signUp(app);
      const oldLink = await linkTo(user.email);
      const newEmail = uniqueEmail('new');
      await requestChange(user.token, { currentPassword: TEST_PASSWORD, newEmail });
      await act(await linkTo(newEmail));
      expect((await act(oldLink)).json<ApiErrorBody>().error.code).toBe('invalid-action-code');
    });
  });

  describe('changing the password', () => {
    const change = (token: string, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        payload,
        ...withSession(token),
      });

    it('sets the new password, ends every other session and rotates this one', async () => {
      const app = await start();
      const user = await signUp(app);
      const otherDevice = sessionCookieOf(await signInAs(app, user.email))?.value;
      const response = await change(user.token, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'changed-pass-1',
      });
      expect(response.statusCode).toBe(204);
      const rotated = sessionCookieOf(response)?.value;
      expect(rotated).toBeDefined();
      expect((await sessionOf(user.token)).statusCode).toBe(401);
      expect((await sessionOf(otherDevice)).statusCode).toBe(401);
      expect((await sessionOf(rotated)).statusCode).toBe(200);
      expect((await signInAs(app, user.email, 'changed-pass-1')).statusCode).toBe(200);
    });

    it('answers wrong-password, weak-password, and too-many-requests after five wrong guesses', async () => {
      const app = await start();
      const user = await signUp(app);
      expect(
        (
          await change(user.token, { currentPassword: TEST_PASSWORD, newPassword: '123' })
        ).json<ApiErrorBody>().error.code,
      ).toBe('weak-password');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await change(user.token, {
          currentPassword: 'guess-1',
          newPassword: 'x'.repeat(8),
        });
        expect(wrong.json<ApiErrorBody>().error.code).toBe('wrong-password');
      }
      const blocked = await change(user.token, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'x'.repeat(8),
      });
      expect(blocked.json<ApiErrorBody>().error.code).toBe('too-many-requests');
    });

    it('refuses an anonymous caller', async () => {
      await start();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'whatever-1' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
