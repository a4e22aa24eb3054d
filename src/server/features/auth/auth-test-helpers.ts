import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import type { Dialect } from '../../testing/test-databases';
import { hashPassword } from './passwords';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-cookie';
import type { Executor } from './users';

/** Helpers the accounts integration tests share: signing up, cookies, mailed links. */

export const TEST_PASSWORD = 'correct-horse-7';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  /** The session token from the sign-up's cookie. */
  token: string;
}

let counter = 0;

export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}@example.com`;
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) =>
    [SESSION_COOKIE, SECURE_SESSION_COOKIE].includes(cookie.name),
  );
}

/** Inject options carrying the session cookie. */
export function withSession(token: string | undefined): { cookies: Record<string, string> } {
  return { cookies: token === undefined ? {} : { [SESSION_COOKIE]: token } };
}

/** Chooses profile settings as the account page does; anything but a 200 fails the test. */
export async function chooseOnProfile(
  app: FastifyInstance,
  token: string | undefined,
  choice: Record<string, unknown>,
): Promise<void> {
  const chosen = await app.inject({
    method: 'PATCH',
    url: '/api/users/me',
    payload: choice,
    ...withSession(token),
  });
  if (chosen.statusCode !== 200) {
    throw new Error(`PATCH /api/users/me answered ${chosen.statusCode}: ${chosen.body}`);
  }
}

export async function signUp(
  app: FastifyInstance,
  { email = uniqueEmail(), password = TEST_PASSWORD, username = 'Tester' } = {},
): Promise<TestUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, username },
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const token = sessionCookieOf(response)?.value;
  if (!token) throw new Error('sign-up set no session cookie');
  const body = response.json<{ user: { uid: string; email: string } }>();
  return { uid: body.user.uid, email: body.user.email, password, token };
}

export async function signInAs(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** The link of the newest outbox mail to the address. */
export async function latestLinkTo(db: Executor, to: string): Promise<string> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('link')
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row?.link) throw new Error(`no mail with a link to ${to}`);
  return row.link;
}

/** Sign-in links are mailed after the answer (S-12): waits for the newest one to the address. */
export async function signInLinkTo(db: Executor, to: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const link = await latestLinkTo(db, to).catch(() => undefined);
    if (link?.includes('mode=signIn&')) return link;
    if (Date.now() > deadline) throw new Error(`no sign-in link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function mailCountTo(db: Executor, to: string): Promise<number> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', to)
    .execute();
  return rows.length;
}

export function linkParameters(link: string): { mode: string; oobCode: string } {
  const url = new URL(link);
  return {
    mode: url.searchParams.get('mode') ?? '',
    oobCode: url.searchParams.get('oobCode') ?? '',
  };
}

/** A signed-up user who followed the verification link mailed to the address. */
export async function signUpVerified(app: FastifyInstance, db: Executor): Promise<TestUser> {
  const user = await signUp(app);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/action',
    payload: linkParameters(await latestLinkTo(db, user.email)),
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return user;
}

/** A user with a chosen id (e.g. the configured admin's), signed in through the API. */
export async function createUserWithId(
  app: FastifyInstance,
  db: Executor,
  id: string,
  { email = uniqueEmail(id), now = Date.now() } = {},
): Promise<TestUser> {
  await db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: await hashPassword(TEST_PASSWORD, { N: 2 ** 10, r: 8, p: 1 }),
      display_name: id,
      username: id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const token = sessionCookieOf(await signInAs(app, email))?.value;
  if (!token) throw new Error(`could not sign in as ${id}`);
  return { uid: id, email, password: TEST_PASSWORD, token };
}

/**
 * A fresh app per test on the dialect, on a clock the test moves by hand, closed after each
 * test: `start` builds it, `testApp` and `clock` read the current one.
 */
export function clockedApps(dialect: Dialect) {
  const current: { testApp?: TestApp; clock: ManualClock } = { clock: new ManualClock() };
  afterEach(async () => {
    await current.testApp?.close();
    current.testApp = undefined;
  });
  return {
    start: async (environment: Record<string, string> = {}) => {
      current.clock = new ManualClock();
      current.testApp = await createTestApp(dialect, environment, { clock: current.clock });
      return current.testApp.app;
    },
    get testApp(): TestApp {
      if (!current.testApp) throw new Error('start() the app first');
      return current.testApp;
    },
    get clock(): ManualClock {
      return current.clock;
    },
  };
}
