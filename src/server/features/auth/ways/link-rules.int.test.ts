import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import {
  latestLinkTo,
  signInLinkTo,
  linkParameters,
  signUp,
  signUpVerified,
  type TestUser,
} from '../auth-test-helpers';

/**
 * Account pre-hijacking (S-03): someone registers another person's address first, unverified,
 * and links a way of their own. Once the address's owner proves it, that way must be gone.
 */
describe.each(DIALECTS)('ways linked before the address was proved, on %s', (dialect) => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  /** Links made before linking needed a verified address, as an attacker's would be. */
  async function withEarlierLinks(user: TestUser) {
    await testApp.database.db
      .insertInto('linked_identities')
      .values([
        {
          provider: 'phone',
          subject: '+4915100000999',
          user_id: user.uid,
          email: null,
          created_at: 1,
        },
        {
          provider: 'oidc:fake',
          subject: 'attacker',
          user_id: user.uid,
          email: null,
          created_at: 1,
        },
      ])
      .execute();
  }
  const linksOf = async (user: TestUser) =>
    (
      await testApp.database.db
        .selectFrom('linked_identities')
        .select('provider')
        .where('user_id', '=', user.uid)
        .execute()
    ).length;
  const act = (app: FastifyInstance, payload: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/action', payload });
  const mailedTo = async (user: TestUser) =>
    linkParameters(await latestLinkTo(testApp.database.db, user.email));

  it('drops them when the mailed verification link is followed', async () => {
    testApp = await createTestApp(dialect);
    const user = await signUp(testApp.app);
    await withEarlierLinks(user);
    expect((await act(testApp.app, await mailedTo(user))).statusCode).toBe(200);
    expect(await linksOf(user)).toBe(0);
  });

  it('drops them when the password is reset through the mailed link', async () => {
    testApp = await createTestApp(dialect);
    const { app } = testApp;
    const user = await signUp(app);
    await withEarlierLinks(user);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(204);
    expect(
      (await act(app, { ...(await mailedTo(user)), newPassword: 'owner-now-1' })).statusCode,
    ).toBe(200);
    expect(await linksOf(user)).toBe(0);
  });

  it('drops them when a mailed sign-in link is followed', async () => {
    testApp = await createTestApp(dialect);
    const { app } = testApp;
    const user = await signUp(app);
    await withEarlierLinks(user);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: user.email },
    });
    const { oobCode } = linkParameters(await signInLinkTo(testApp.database.db, user.email));
    const browser = Object.fromEntries(asked.cookies.map((cookie) => [cookie.name, cookie.value]));
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/email-link/sign-in',
      payload: { oobCode },
      cookies: browser,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await linksOf(user)).toBe(0);
  });

  it('keeps the ways of an account whose address was already proved', async () => {
    testApp = await createTestApp(dialect);
    const { app } = testApp;
    const user = await signUpVerified(app, testApp.database.db);
    await withEarlierLinks(user);
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    expect(
      (await act(app, { ...(await mailedTo(user)), newPassword: 'forgot-it-1' })).statusCode,
    ).toBe(200);
    expect(await linksOf(user)).toBe(2);
  });
});
