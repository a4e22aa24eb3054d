import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { TEST_MAILS_MESSAGE } from '../features/alerts/alert-mail-limits';
import { mailCountTo, signUpVerified, withSession } from '../features/auth/auth-test-helpers';
import { DIALECTS } from '../testing/test-databases';
import { withSignedInApp, type SignedInApp } from '../testing/signed-in-app';

/**
 * Issue 33 finding 1: an account registered with someone else's address turns e-mail alerts on
 * and presses "Send a test" 30 times.
 */
describe.each(DIALECTS)('alert mails a user can cause on %s', (dialect) => {
  let started: SignedInApp;
  withSignedInApp(dialect, (app) => {
    started = app;
  });

  const call = (token: string, method: 'PATCH' | 'POST', url: string, payload: object) =>
    started.testApp.app.inject({ method, url, payload, ...withSession(token) });

  it('go only to a confirmed address: turning them on or testing is refused, and nothing is sent', async () => {
    const { testApp, user } = started;
    const before = await mailCountTo(testApp.database.db, user.email);
    const turnOn = await call(user.token, 'PATCH', '/api/alerts', { email: { enabled: true } });
    expect(turnOn.statusCode).toBe(409);
    expect(turnOn.json<ApiErrorBody>().error.message).toMatch(/^Confirm your e-mail address first/);
    for (let press = 0; press < 30; press += 1) {
      const test = await call(user.token, 'POST', '/api/alerts/test', { channel: 'email' });
      expect(test.statusCode).toBe(409);
    }
    expect(await mailCountTo(testApp.database.db, user.email)).toBe(before);
  });

  it('send at most 3 test mails an hour to a confirmed address, then 429 with Retry-After', async () => {
    const { testApp } = started;
    const user = await signUpVerified(testApp.app, testApp.database.db);
    const before = await mailCountTo(testApp.database.db, user.email);
    expect(
      (await call(user.token, 'PATCH', '/api/alerts', { email: { enabled: true } })).statusCode,
    ).toBe(200);
    const statuses: number[] = [];
    for (let press = 0; press < 30; press += 1) {
      const test = await call(user.token, 'POST', '/api/alerts/test', { channel: 'email' });
      statuses.push(test.statusCode);
      if (test.statusCode === 429) {
        expect(test.headers['retry-after']).toMatch(/^\d+$/);
        expect(test.json<ApiErrorBody>().error.message).toBe(TEST_MAILS_MESSAGE);
      }
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect((await mailCountTo(testApp.database.db, user.email)) - before).toBe(3);
  });
});
