import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPage, AdminStats, AdminUserSummary } from '../../../shared/auth-admin';
import type { CalendarLink } from '../../../shared/lists-api';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import {
  TEST_PASSWORD,
  createUserWithId,
  signUp,
  withSession,
  type TestUser,
} from '../auth/auth-test-helpers';
import { track } from './lists-test-helpers';

const ADMIN_ID = 'admin-of-the-lists-test';

describe.each(DIALECTS)('tracked titles in the account’s life on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestUser;
  let reader: TestUser;
  let keeper: TestUser;

  beforeEach(async () => {
    testApp = await createTestApp(dialect, { ADMIN_USER_ID: ADMIN_ID });
    admin = await createUserWithId(testApp.app, testApp.database.db, ADMIN_ID);
    reader = await signUp(testApp.app);
    keeper = await signUp(testApp.app);
    for (const path of ['tv/1535', 'tv/5114', 'movie/32281']) {
      await track(testApp.app, reader.token, path, { status: 'watching' });
    }
    await track(testApp.app, keeper.token, 'tv/20', { status: 'dropped' });
  });
  afterEach(async () => {
    await testApp.close();
  });

  const asAdmin = (url: string) =>
    testApp.app.inject({ method: 'GET', url, ...withSession(admin.token) });

  const rowsOf = async (
    table: 'tracked_titles' | 'list_versions' | 'calendar_tokens',
    userId: string,
  ) =>
    testApp.database.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();

  it('give the admin area real tracked-title counts', async () => {
    const users = (await asAdmin('/api/admin/users')).json<AdminPage<AdminUserSummary>>();
    const countOf = (uid: string) => users.items.find((item) => item.uid === uid)?.trackedCount;
    expect(countOf(reader.uid)).toBe(3);
    expect(countOf(keeper.uid)).toBe(1);
    expect(countOf(admin.uid)).toBe(0);
    const stats = (await asAdmin('/api/admin/stats')).json<AdminStats>();
    expect(stats.trackedTitles).toBe(4);
  });

  it('go first when the account is deleted, with the calendar address', async () => {
    const link = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/lists/calendar',
        ...withSession(reader.token),
      })
    ).json<CalendarLink>();
    expect(await rowsOf('calendar_tokens', reader.uid)).toHaveLength(1);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { currentPassword: TEST_PASSWORD },
      ...withSession(reader.token),
    });
    expect(deleted.statusCode).toBe(204);
    for (const table of ['tracked_titles', 'list_versions', 'calendar_tokens'] as const) {
      expect(await rowsOf(table, reader.uid), table).toEqual([]);
    }
    expect(await rowsOf('tracked_titles', keeper.uid)).toHaveLength(1);
    const feed = await testApp.app.inject({ method: 'GET', url: new URL(link.url ?? '').pathname });
    expect(feed.statusCode).toBe(404);
    expect((await asAdmin('/api/admin/stats')).json<AdminStats>().trackedTitles).toBe(1);
  });
});
