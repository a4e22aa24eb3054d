import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '../../shared/api-error';
import { createUserWithId, signUp, type TestUser } from '../features/auth/auth-test-helpers';
import { callRoute, type RouteAnswer } from '../testing/call-route';
import { issueTestSession } from '../testing/issue-session';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-databases';
import { fuzzRuns, fuzzSeed } from './fuzz-settings';
import { hostileRequestTo, type HostileBody } from './hostile-input';

const ADMIN_ID = 'admin-fuzz-000000000000000000';
/** Every route is fuzzed on each database; this many routes is a safe overestimate for the share. */
const TOTAL_RUNS = fuzzRuns();

function explain(route: string, sent: { path: string; body: HostileBody }, answer: RouteAnswer) {
  const payload = sent.body.payload?.toString().slice(0, 120) ?? '';
  return `${route} sent ${sent.path.slice(0, 160)} ${sent.body.contentType ?? ''} ${payload} → ${answer.status} ${answer.body.slice(0, 300)}`;
}

/**
 * The catalogue proxy relays TMDB's own error shape (status_message), which the client reads for
 * either provider; every other error is the API's { error: { code, message } }.
 */
function messageOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (isApiErrorBody(parsed)) return parsed.error.message;
    const relayed = (parsed as { status_message?: unknown } | null)?.status_message;
    return typeof relayed === 'string' ? relayed : undefined;
  } catch {
    return undefined;
  }
}

/** What is wrong with an answer to hostile input, or null when it is a proper answer. */
function problemWith(status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  const message = messageOf(body);
  if (message === undefined) return `answered ${status} without an error message`;
  return message.trim().length < 10 ? `answered ${status} with a terse message` : null;
}

describe.each(DIALECTS)('hostile input on every API route (%s)', (dialect) => {
  let testApp: TestApp;
  let user: TestUser;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    testApp = await createTestApp(dialect, {
      ADMIN_USER_ID: ADMIN_ID,
      METRICS_TOKEN: 'fuzz-metrics-token-0123456789',
    });
    user = await signUp(testApp.app);
    await createUserWithId(testApp.app, testApp.database.db, ADMIN_ID);
    routes = testApp.routes.filter(
      (route) => route.method !== 'HEAD' && route.url.startsWith('/api/'),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers every generated request with a 2xx–4xx, errors with a clear message, never a 5xx or a hang', async () => {
    const runsPerRoute = Math.max(1, Math.ceil(TOTAL_RUNS / DIALECTS.length / routes.length));
    const userIds = { user: user.uid, admin: ADMIN_ID };
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const route = `${method} ${url}`;
      let lastProblem = '';
      const result = await fc.check(
        fc.asyncProperty(hostileRequestTo(url), async ({ role, path, body, headers }) => {
          const token =
            role === 'anonymous'
              ? undefined
              : await issueTestSession(testApp.database.db, userIds[role]);
          const answer = await callRoute(testApp.app, {
            method,
            url: path,
            headers: {
              ...headers,
              ...(body.contentType ? { 'content-type': body.contentType } : {}),
              ...(token ? { cookie: `tsuzuki_session=${token}` } : {}),
            },
            ...(body.payload === undefined || method === 'GET' ? {} : { payload: body.payload }),
          });
          const problem = problemWith(answer.status, answer.body);
          if (problem) lastProblem = `${problem}: ${explain(route, { path, body }, answer)}`;
          return problem === null;
        }),
        { numRuns: runsPerRoute, seed: fuzzSeed(), endOnFailure: true },
      );
      if (result.failed) {
        const cause =
          result.errorInstance instanceof Error ? `${route}: ${result.errorInstance.message}` : '';
        failures.push(`${lastProblem || cause} (replay: FUZZ_SEED=${result.seed})`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
