import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOutboxMail, AdminPage, AdminUserSummary } from '../../../shared/auth-admin';
import { createTestApp, type ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { ADMIN_ID, createAdminTestApp } from './admin-test-app';
import {
  createUserWithId,
  latestLinkTo,
  linkParameters,
  signInAs,
  signUp,
  withSession,
  type TestUser,
} from '../auth/auth-test-helpers';
import type { ApiErrorBody } from '../../../shared/api-error';
import { adminCatalogueSchema } from '../../../shared/admin-catalogue';
import type { SessionResponse } from '../../../shared/auth-api';

type UserPage = AdminPage<AdminUserSummary>;

const ADMIN_ROUTES = [
  { method: 'GET', url: '/api/admin/users' },
  { method: 'POST', url: '/api/admin/users/someone/disable' },
  { method: 'POST', url: '/api/admin/users/someone/enable' },
  { method: 'POST', url: '/api/admin/users/someone/verify' },
  { method: 'GET', url: '/api/admin/outbox' },
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/catalogue' },
  { method: 'GET', url: '/api/admin/mail-counts' },
] as const;

describe.each(DIALECTS)('admin API on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  let admin: TestUser;
  beforeEach(async () => {
    ({ testApp, clock, admin } = await createAdminTestApp(dialect));
  });
  afterEach(async () => {
    await testApp.close();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string) =>
    testApp.app.inject({ method, url, ...withSession(admin.token) });

  it('refuses anonymous callers with 401 and other users with 403 on every admin route', async () => {
    const user = await signUp(testApp.app);
    for (const route of ADMIN_ROUTES) {
      const anonymous = await testApp.app.inject(route);
      expect(anonymous.statusCode, route.url).toBe(401);
      const signedIn = await testApp.app.inject({ ...route, ...withSession(user.token) });
      expect(signedIn.statusCode, route.url).toBe(403);
      expect(signedIn.json<ApiErrorBody>().error).toMatchObject({
        code: 'permission-denied',
        message: 'Only the administrator can do this.',
      });
    }
  });

  it('tells the client who the admin is', async () => {
    const user = await signUp(testApp.app);
    const session = (token: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/auth/session', ...withSession(token) });
    expect((await session(admin.token)).json<SessionResponse>().user.isAdmin).toBe(true);
    expect((await session(user.token)).json<SessionResponse>().user.isAdmin).toBe(false);
  });

  it('lists users newest first, a page at a time', async () => {
    clock.advance(1000);
    const first = await signUp(testApp.app, { username: 'First' });
    clock.advance(1000);
    const second = await signUp(testApp.app, { username: 'Second' });
    const page1 = await asAdmin('GET', '/api/admin/users?page=1&pageSize=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toEqual({
      items: [
        {
          uid: second.uid,
          email: second.email,
          emailVerified: false,
          username: 'Second',
          disabled: false,
          createdAt: new Date(clock.now()).toISOString(),
          lastSignInAt: new Date(clock.now()).toISOString(),
          trackedCount: 0,
        },
        expect.objectContaining({ uid: first.uid, username: 'First' }),
      ],
      page: 1,
      pageSize: 2,
      total: 3,
    });
    const page2 = (await asAdmin('GET', '/api/admin/users?page=2&pageSize=2')).json<UserPage>();
    expect(page2.items.map((item) => item.uid)).toEqual([ADMIN_ID]);
    expect((await asAdmin('GET', '/api/admin/users?pageSize=0')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/users?page=abc')).statusCode).toBe(400);
  });

  it('disables an account, ending its sessions, and enables it again', async () => {
    const user = await signUp(testApp.app);
    const disable = await asAdmin('POST', `/api/admin/users/${user.uid}/disable`);
    expect(disable.statusCode).toBe(204);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      ...withSession(user.token),
    });
    expect(session.statusCode).toBe(401);
    expect((await signInAs(testApp.app, user.email)).json<ApiErrorBody>().error.code).toBe(
      'user-disabled',
    );
    const listed = (await asAdmin('GET', '/api/admin/users')).json<UserPage>();
    expect(listed.items.find((item) => item.uid === user.uid)?.disabled).toBe(true);

    expect((await asAdmin('POST', `/api/admin/users/${user.uid}/enable`)).statusCode).toBe(204);
    expect((await signInAs(testApp.app, user.email)).statusCode).toBe(200);
  });

  it('will not let the admin disable themself, nor act on unknown accounts', async () => {
    const self = await asAdmin('POST', `/api/admin/users/${ADMIN_ID}/disable`);
    expect(self.statusCode).toBe(400);
    expect(self.json<ApiErrorBody>().error).toMatchObject({
      code: 'operation-not-allowed',
      message: 'You cannot disable your own account.',
    });
    const unknown = await asAdmin('POST', '/api/admin/users/no-such-user/disable');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a user id with a NUL or other control character before any query (fuzz find)', async () => {
    for (const uid of ['%00', 'a%00b', '%1F', '%7F']) {
      for (const action of ['disable', 'enable', 'verify']) {
        const answer = await asAdmin('POST', `/api/admin/users/${uid}/${action}`);
        expect(answer.statusCode, `${uid} ${action}`).toBe(400);
        expect(answer.json<ApiErrorBody>().error.message).toContain('control characters');
      }
    }
  });

  it('marks an address verified when mail stays in the outbox, and only from this site', async () => {
    const user = await signUp(testApp.app);
    const sessionOf = async () =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/auth/session',
          ...withSession(user.token),
        })
      ).json<SessionResponse>().user.emailVerified;
    const forged = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.uid}/verify`,
      headers: { origin: 'https://evil.example' },
      ...withSession(admin.token),
    });
    expect(forged.json<ApiErrorBody>().error.code).toBe('csrf-rejected');
    expect(await sessionOf()).toBe(false);

    expect((await asAdmin('POST', `/api/admin/users/${user.uid}/verify`)).statusCode).toBe(204);
    expect(await sessionOf()).toBe(true);
    expect((await asAdmin('POST', `/api/admin/users/${user.uid}/verify`)).statusCode).toBe(204);
    expect((await asAdmin('GET', '/api/admin/stats')).json()).toMatchObject({ verifiedUsers: 1 });
    expect((await asAdmin('POST', '/api/admin/users/no-such-user/verify')).statusCode).toBe(404);
  });

  it('lists the outbox newest first with each mail’s working link', async () => {
    const user = await signUp(testApp.app);
    clock.advance(1000);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    const outbox = (await asAdmin('GET', '/api/admin/outbox')).json<AdminPage<AdminOutboxMail>>();
    expect(outbox.total).toBe(2);
    expect(outbox.items.map((mail) => mail.subject)).toEqual([
      'Tsuzuki: reset your password',
      'Tsuzuki: verify your email address',
    ]);
    expect(outbox.items[0]).toMatchObject({
      to: user.email,
      createdAt: new Date(clock.now()).toISOString(),
    });
    const { oobCode } = linkParameters(outbox.items[1]?.link ?? '');
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/action',
      payload: { mode: 'verifyEmail', oobCode },
    });
    expect(verified.statusCode).toBe(200);
    expect(outbox.items[0]?.link).toBe(await latestLinkTo(testApp.database.db, user.email));
  });

  it('counts users, verified users and tracked titles, and names the catalogue', async () => {
    const user = await signUp(testApp.app);
    await signUp(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/action',
      payload: linkParameters(await latestLinkTo(testApp.database.db, user.email)),
    });
    const stats = await asAdmin('GET', '/api/admin/stats');
    expect(stats.json()).toEqual({
      users: 3,
      verifiedUsers: 1,
      trackedTitles: 0,
      catalogueProvider: 'offline',
      mailDelivery: 'outbox',
    });
  });

  it('describes the catalogue, and says why it is not updated when updates are off', async () => {
    const response = await asAdmin('GET', '/api/admin/catalogue');
    expect(response.headers['cache-control']).toBe('no-store');
    const view = adminCatalogueSchema.parse(response.json());
    expect(view).toEqual({
      provider: 'offline',
      catalogue: {
        sourceName: expect.stringContaining('bangumi-data') as string,
        scheduleSource: expect.stringMatching(/^bangumi-data [0-9.]+ \(bundled\)$/) as string,
        offlineDatabaseSource: '',
        newestTitleDate: expect.stringMatching(/^20\d{2}-\d{2}-\d{2}$/) as string,
        builtAt: expect.any(String) as string,
        titles: expect.any(Number) as number,
      },
      updates: {
        url: null,
        offReason: 'CATALOGUE_UPDATE_URL is empty',
        running: false,
        lastAttempt: null,
        nextAttemptAt: null,
      },
      offlineDatabase: {
        url: null,
        offReason: 'ANIME_OFFLINE_DATABASE_URL is empty',
        running: false,
        lastAttempt: null,
        nextAttemptAt: null,
      },
    });
  });
});

describe.each(DIALECTS)('admin API without ADMIN_USER_ID on %s', (dialect) => {
  it('has no admin at all', async () => {
    const testApp = await createTestApp(dialect);
    try {
      const user = await signUp(testApp.app);
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        ...withSession(user.token),
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await testApp.close();
    }
  });
});

describe.each(DIALECTS)('admin API with SMTP on %s', (dialect) => {
  it('leaves verification to the mailbox’s owner', async () => {
    // Port 9 (discard) is never reached: no mail is sent in this test.
    const testApp = await createTestApp(dialect, {
      ADMIN_USER_ID: ADMIN_ID,
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      const admin = await createUserWithId(testApp.app, testApp.database.db, ADMIN_ID);
      const user = await createUserWithId(testApp.app, testApp.database.db, 'someone-unverified');
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/users/${user.uid}/verify`,
        ...withSession(admin.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.code).toBe('operation-not-allowed');
      const stats = await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        ...withSession(admin.token),
      });
      expect(stats.json()).toMatchObject({ verifiedUsers: 0, mailDelivery: 'smtp' });
    } finally {
      await testApp.close();
    }
  });
});
