import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '../../shared/api-error';
import type { ApiTokenScope, CreatedApiToken } from '../../shared/api-tokens';
import {
  createUserWithId,
  signUp,
  TEST_PASSWORD,
  withSession,
  type TestUser,
} from '../features/auth/auth-test-helpers';
import { track } from '../features/lists/lists-test-helpers';
import { callRoute } from '../testing/call-route';
import { issueTestSession } from '../testing/issue-session';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-databases';
import { ACCESS_TABLE, type AccessSubjects, type Outcome, type Role } from './access-table';

const ADMIN_ID = 'admin-matrix-00000000000000';
const METRICS_TOKEN = 'matrix-metrics-token-0123456789';

/** The API routes the app registered, as `METHOD /path`; HEAD mirrors GET. */
function apiRoutes(testApp: TestApp): string[] {
  return testApp.routes
    .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'))
    .map((route) => `${route.method} ${route.url}`);
}

function matches(outcome: Outcome, status: number): boolean {
  return outcome === 'allowed'
    ? status !== 401 && status !== 403 && status < 500
    : status === outcome;
}

describe.each(DIALECTS)('authorisation matrix on %s', (dialect) => {
  let testApp: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let subjects: AccessSubjects;
  /** The owner's access tokens, one of each scope. */
  const ownerTokens = new Map<ApiTokenScope, string>();

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { ADMIN_USER_ID: ADMIN_ID, METRICS_TOKEN });
    owner = await signUp(testApp.app);
    other = await signUp(testApp.app);
    const bystander = await signUp(testApp.app);
    admin = await createUserWithId(testApp.app, testApp.database.db, ADMIN_ID);
    await track(testApp.app, owner.token, 'tv/1', { status: 'watching', name: 'Owned show' });
    await track(testApp.app, owner.token, 'movie/2', { status: 'completed', name: 'Owned film' });
    const calendar = await testApp.app.inject({
      method: 'GET',
      url: '/api/lists/calendar',
      ...withSession(owner.token),
    });
    const calendarUrl = calendar.json<{ url: string }>().url;
    for (const scope of ['read', 'read-write'] as const) {
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/profile/tokens',
        payload: { name: `Matrix ${scope}`, scope, currentPassword: TEST_PASSWORD },
        ...withSession(owner.token),
      });
      ownerTokens.set(scope, created.json<CreatedApiToken>().secret);
    }
    subjects = {
      ownerId: owner.uid,
      bystanderId: bystander.uid,
      ownerCalendarFile: calendarUrl.slice(calendarUrl.lastIndexOf('/') + 1),
    };
  });
  afterAll(async () => {
    await testApp.close();
  });

  const userIdOf: Record<'user' | 'otherUser' | 'admin', () => string> = {
    user: () => owner.uid,
    otherUser: () => other.uid,
    admin: () => admin.uid,
  };
  const tokenScopeOf: Partial<Record<Role, ApiTokenScope>> = {
    readToken: 'read',
    writeToken: 'read-write',
  };

  /**
   * Each call gets a session of its own: logout, refresh and password changes end theirs. The
   * token roles send the owner's access token alone, as a script would.
   */
  async function callAs(role: Role, route: string) {
    const [method = 'GET', url = '/'] = route.split(' ');
    const sample = ACCESS_TABLE[route]?.request?.(subjects) ?? {};
    const scope = tokenScopeOf[role];
    const bearer = scope === undefined ? {} : { authorization: `Bearer ${ownerTokens.get(scope)}` };
    const token =
      role === 'anonymous' || scope !== undefined
        ? undefined
        : await issueTestSession(testApp.database.db, userIdOf[role as keyof typeof userIdOf]());
    return callRoute(testApp.app, {
      method,
      url: sample.url ?? url,
      ...(sample.payload === undefined ? {} : { payload: sample.payload as string }),
      headers: { ...(sample.headers ?? {}), ...bearer },
      ...withSession(token),
    });
  }

  /** What the owner has: profile and every tracked title, as the owner reads them. */
  async function ownerData(): Promise<string> {
    const headers = withSession(owner.token);
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/users/me', ...headers });
    const lists = await testApp.app.inject({
      method: 'GET',
      url: '/api/lists/export?format=json',
      ...headers,
    });
    expect(profile.statusCode).toBe(200);
    expect(lists.statusCode).toBe(200);
    const { exportedAt: _exportedAt, ...titles } = lists.json<Record<string, unknown>>();
    return JSON.stringify([profile.json(), titles]);
  }

  it('has a row for every route the app registers, and no row for a route it does not', () => {
    const registered = apiRoutes(testApp);
    const missing = registered.filter((route) => !(route in ACCESS_TABLE));
    const stale = Object.keys(ACCESS_TABLE).filter((route) => !registered.includes(route));
    expect(
      missing,
      `Routes without a row in src/server/hardening/access-table.ts (add one saying who may call them): ${missing.join(', ')}`,
    ).toEqual([]);
    expect(stale, `Rows for routes the app no longer has: ${stale.join(', ')}`).toEqual([]);
  });

  /** Every route called as each role; what differs from the table, and refusals not in the API's shape. */
  async function mismatches(roles: readonly Role[]): Promise<string[]> {
    const wrong: string[] = [];
    for (const route of apiRoutes(testApp)) {
      const row = ACCESS_TABLE[route];
      if (!row) continue;
      for (const role of roles) {
        const answer = await callAs(role, route);
        const refused = answer.status === 401 || answer.status === 403;
        if (!matches(row.access[role], answer.status)) {
          wrong.push(
            `${role} ${route}: expected ${row.access[role]}, got ${answer.status} ${answer.body.slice(0, 200)}`,
          );
        } else if (refused && !isApiErrorBody(JSON.parse(answer.body))) {
          wrong.push(`${role} ${route}: refused without the API's error shape`);
        }
      }
    }
    return wrong;
  }

  it('answers anonymous callers and other users as the table says, and leaves the owner’s data alone', async () => {
    const before = await ownerData();
    expect(await mismatches(['anonymous', 'otherUser'])).toEqual([]);
    expect(await ownerData()).toBe(before);
  });

  it('answers the owner and the admin as the table says', async () => {
    expect(await mismatches(['user', 'admin'])).toEqual([]);
  });

  it('answers the owner’s access tokens as the table says', async () => {
    expect(await mismatches(['readToken', 'writeToken'])).toEqual([]);
  });

  it('lets the other user see none of the owner’s titles, and the metrics token open metrics', async () => {
    const otherList = await callAs('otherUser', 'GET /api/lists');
    expect(otherList.body).not.toContain('Owned show');
    const metrics = await callRoute(testApp.app, {
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
  });
});
