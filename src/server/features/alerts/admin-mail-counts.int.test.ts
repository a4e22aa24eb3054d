import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMailCounts } from '../../../shared/admin-mail-counts';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { ManualClock, TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { createAdminTestApp } from '../admin/admin-test-app';
import { signUpVerified, withSession, type TestUser } from '../auth/auth-test-helpers';

const HOUR_MS = 3_600_000;

describe.each(DIALECTS)('the admin page’s mail counts on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  let admin: TestUser;
  beforeEach(async () => {
    ({ testApp, clock, admin } = await createAdminTestApp(dialect));
  });
  afterEach(async () => {
    await testApp.close();
  });

  const mailCounts = (token: string | undefined, query = '') =>
    testApp.app.inject({ url: `/api/admin/mail-counts${query}`, ...withSession(token) });

  async function pressTestMail(user: TestUser, times: number): Promise<number[]> {
    const turnOn = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: { email: { enabled: true } },
      ...withSession(user.token),
    });
    expect(turnOn.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let press = 0; press < times; press += 1) {
      const test = await testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/test',
        payload: { channel: 'email' },
        ...withSession(user.token),
      });
      statuses.push(test.statusCode);
    }
    return statuses;
  }

  it('are the administrator’s alone: 401 anonymous, 403 for another user', async () => {
    expect((await mailCounts(undefined)).statusCode).toBe(401);
    const user = await signUpVerified(testApp.app, testApp.database.db);
    const refused = await mailCounts(user.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().error.code).toBe('permission-denied');
  });

  it('list each account with its test mails this hour and its mails today, nearest the limit first', async () => {
    const quiet = await signUpVerified(testApp.app, testApp.database.db);
    const busy = await signUpVerified(testApp.app, testApp.database.db);
    const once = await signUpVerified(testApp.app, testApp.database.db);
    expect(await pressTestMail(busy, 4)).toEqual([200, 200, 200, 429]);
    expect(await pressTestMail(once, 1)).toEqual([200]);

    const answer = await mailCounts(admin.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const counts = answer.json<AdminMailCounts>();
    expect(counts).toMatchObject({ testsPerHour: 3, mailsPerDay: 50 });
    expect(Date.parse(counts.dayStartedAt)).toBeLessThanOrEqual(clock.now());
    expect(counts.accounts).toEqual([
      { uid: busy.uid, username: 'Tester', email: busy.email, testsThisHour: 3, mailsToday: 3 },
      { uid: once.uid, username: 'Tester', email: once.email, testsThisHour: 1, mailsToday: 1 },
    ]);
    expect(counts.accounts.map((account) => account.uid)).not.toContain(quiet.uid);

    expect((await mailCounts(admin.token, '?limit=1')).json<AdminMailCounts>().accounts).toEqual([
      counts.accounts[0],
    ]);
  });

  it('start the hour’s tests afresh while the day’s mails keep counting', async () => {
    const user = await signUpVerified(testApp.app, testApp.database.db);
    await pressTestMail(user, 2);
    clock.advance(HOUR_MS);
    const [account] = (await mailCounts(admin.token)).json<AdminMailCounts>().accounts;
    expect(account).toMatchObject({ uid: user.uid, testsThisHour: 0, mailsToday: 2 });
  });

  it('refuse a bad limit with a clear 400', async () => {
    for (const query of ['?limit=0', '?limit=21', '?limit=many', '?other=1']) {
      const refused = await mailCounts(admin.token, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json<ApiErrorBody>().error.message, query).toMatch(/^Invalid query/);
    }
  });
});
