import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../shared/api-error';
import type { SessionResponse } from '../../../../shared/auth-api';
import type { ProviderLinkResponse, SignInOptions } from '../../../../shared/sign-in-ways-api';
import {
  startFakeOidcProvider,
  type FakeOidcProvider,
} from '../../../testing/fakes/fake-oidc-provider';
import { ownAddress } from '../../../http/own-address';
import { createTestApp, ManualClock, type TestApp } from '../../../testing/test-app';
import { DIALECTS } from '../../../testing/test-databases';
import {
  sessionCookieOf,
  signInAs,
  signUp,
  signUpVerified,
  TEST_PASSWORD,
  uniqueEmail,
  withSession,
} from '../auth-test-helpers';
import { mfaChallengeCookie, pendingLinkCookie, roundTripCookie } from '../short-lived-cookie';

let provider: FakeOidcProvider;
beforeAll(async () => {
  provider = await startFakeOidcProvider();
});
afterAll(async () => {
  await provider.close();
});

/** The cookie binding a round trip to the browser that started it, as that browser sends it back. */
function startedHere(started: LightMyRequestResponse): Record<string, string> {
  const cookie = started.cookies.find((each) => each.name === roundTripCookie.name);
  return cookie ? { [cookie.name]: cookie.value } : {};
}

/** The result page's data attributes: how the round trip ended. */
function endOf(response: LightMyRequestResponse) {
  const attribute = (name: string) =>
    new RegExp(`data-${name}="([^"]*)"`).exec(response.body)?.[1] ?? '';
  return {
    display: attribute('display'),
    outcome: attribute('outcome'),
    code: attribute('code'),
    fallback: attribute('fallback').replaceAll('&amp;', '&'),
  };
}

/** The account the session a callback set belongs to. */
async function signedInUid(app: FastifyInstance, callback: LightMyRequestResponse) {
  const session = await app.inject({
    url: '/api/auth/session',
    ...withSession(sessionCookieOf(callback)?.value),
  });
  return session.json<SessionResponse>().user.uid;
}

describe.each(DIALECTS)('OpenID Connect sign-in on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  let subjects = 0;
  const start = async (environment: Record<string, string> = {}) => {
    clock = new ManualClock(Date.now());
    testApp = await createTestApp(
      dialect,
      {
        OIDC_PROVIDERS: provider.providersSetting(),
        // The address injected requests arrive on; without it the server's own is localhost:PORT.
        PUBLIC_URL: 'http://localhost',
        ...environment,
      },
      { clock },
    );
    return testApp.app;
  };
  afterEach(async () => {
    await testApp.close();
  });

  const newProviderUser = (email = uniqueEmail('oidc')) => {
    subjects += 1;
    provider.nextUser = { sub: `subject-${subjects}`, email, email_verified: true, name: 'Aiko' };
    return provider.nextUser;
  };

  /** Start, the provider's consent (approved at once), and the callback, as a browser would. */
  async function roundTrip(
    app: FastifyInstance,
    {
      display = 'redirect',
      returnTo = '/mylists',
      intent = 'sign-in',
      cookies = {},
      callbackCookies = cookies,
    }: {
      display?: string;
      returnTo?: string;
      intent?: string;
      cookies?: Record<string, string>;
      callbackCookies?: Record<string, string>;
    } = {},
  ) {
    // Linking starts with a POST (S-13) and the current password (S-04); signing in, by navigation.
    const linking = intent === 'link';
    const started = linking
      ? await app.inject({
          method: 'POST',
          url: '/api/auth/oidc/fake/link',
          cookies,
          payload: { currentPassword: TEST_PASSWORD, display, returnTo },
        })
      : await app.inject({
          url: `/api/auth/oidc/fake/start?${new URLSearchParams({ display, returnTo })}`,
          cookies,
        });
    expect(started.statusCode).toBe(linking ? 200 : 302);
    const authorizeUrl = new URL(
      linking ? started.json<ProviderLinkResponse>().url : String(started.headers.location),
    );
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const callback = await app.inject({
      url: `${back.pathname}${back.search}`,
      cookies: { ...callbackCookies, ...startedHere(started) },
    });
    return { authorizeUrl, callback, end: endOf(callback) };
  }

  const sessionOf = (token: string) => withSession(token).cookies;
  const linkedProvidersOf = async (userId: string) =>
    (
      await testApp.database.db
        .selectFrom('linked_identities')
        .select(['provider', 'subject'])
        .where('user_id', '=', userId)
        .execute()
    ).map(({ provider: key, subject }) => `${key}|${subject}`);

  it('lists the configured providers for the /login buttons', async () => {
    const app = await start();
    const options = (await app.inject({ url: '/api/auth/ways' })).json<SignInOptions>();
    expect(options).toEqual({
      oidcProviders: [{ id: 'fake', name: 'Fake ID' }],
      emailLink: true,
      phone: false,
    });
  });

  it('signs up on first sign-in with PKCE, state and nonce, then signs in to the same account', async () => {
    const app = await start();
    const identity = newProviderUser();
    const first = await roundTrip(app);
    expect(first.authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(first.authorizeUrl.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(first.authorizeUrl.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(first.authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'http://localhost/api/auth/oidc/callback',
    );
    const tokenRequest = provider.requestsTo('/token').at(-1);
    expect(new URLSearchParams(tokenRequest?.body).get('code_verifier')).toMatch(/^[\w-]{43}$/);

    expect(first.end).toMatchObject({ outcome: 'signed-in', fallback: '/mylists' });
    expect(first.callback.headers['content-security-policy']).toContain("script-src 'self'");
    const token = sessionCookieOf(first.callback)?.value;
    const session = await app.inject({ url: '/api/auth/session', ...withSession(token) });
    const { user } = session.json<SessionResponse>();
    expect(user).toMatchObject({
      email: identity.email,
      emailVerified: true,
      displayName: 'Aiko',
      profile: { username: 'Aiko', onboardingComplete: false },
      providerData: [
        {
          providerId: 'oidc:fake',
          uid: identity.sub,
          email: identity.email,
          phoneNumber: null,
        },
      ],
    });

    const second = await roundTrip(app);
    expect(await signedInUid(app, second.callback)).toBe(user.uid);
  });

  it('links to an existing account with the same address only after its password', async () => {
    const app = await start();
    const owner = await signUp(app);
    newProviderUser(owner.email);

    const refused = await roundTrip(app);
    expect(refused.end).toMatchObject({
      outcome: 'error',
      code: 'account-exists-with-different-credential',
    });
    expect(sessionCookieOf(refused.callback)).toBeUndefined();
    const held = refused.callback.cookies.find((cookie) => cookie.name === pendingLinkCookie.name);
    expect(held).toMatchObject({ httpOnly: true, path: '/api/auth' });

    // Without the proof, coming back again links nothing and opens nothing.
    const stillRefused = await roundTrip(app);
    expect(stillRefused.end.code).toBe('account-exists-with-different-credential');

    // A wrong password proves nothing either.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { [pendingLinkCookie.name]: held?.value ?? '' },
      payload: { email: owner.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);

    const proof = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { [pendingLinkCookie.name]: held?.value ?? '' },
      payload: { email: owner.email, password: owner.password },
    });
    expect(proof.statusCode).toBe(200);

    const linked = await roundTrip(app);
    expect(linked.end.outcome).toBe('signed-in');
    expect(await signedInUid(app, linked.callback)).toBe(owner.uid);
  });

  it('links the provider from /profile while signed in; it then signs in to that account', async () => {
    const app = await start();
    const owner = await signUpVerified(app, testApp.database.db);
    const identity = newProviderUser(uniqueEmail('elsewhere'));
    const cookies = sessionOf(owner.token);
    const linked = await roundTrip(app, {
      display: 'popup',
      returnTo: '/profile',
      intent: 'link',
      cookies,
    });
    expect(linked.end).toMatchObject({ display: 'popup', outcome: 'linked', fallback: '/profile' });
    expect(sessionCookieOf(linked.callback)).toBeUndefined();
    expect(await linkedProvidersOf(owner.uid)).toEqual([`oidc:fake|${identity.sub}`]);

    const again = await roundTrip(app, { intent: 'link', returnTo: '/profile', cookies });
    expect(again.end.outcome).toBe('linked');
    expect(await linkedProvidersOf(owner.uid)).toHaveLength(1);

    const signedIn = await roundTrip(app);
    expect(await signedInUid(app, signedIn.callback)).toBe(owner.uid);
  });

  it('starts a link only by a POST from this site, re-authenticated, to a verified address', async () => {
    const app = await start();
    const owner = await signUpVerified(app, testApp.database.db);
    newProviderUser();
    // S-13: a GET, which any site can send, starts no link.
    const byGet = await app.inject({
      url: '/api/auth/oidc/fake/start?display=popup&intent=link&returnTo=%2Fprofile',
      cookies: sessionOf(owner.token),
    });
    expect(byGet.statusCode).toBe(200);
    expect(endOf(byGet)).toMatchObject({ display: 'popup', code: 'invalid-oidc-response' });
    expect(startedHere(byGet)).toEqual({});

    const link = (
      payload: Record<string, string>,
      token?: string,
      headers: Record<string, string> = {},
    ) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/oidc/fake/link',
        headers,
        ...withSession(token),
        payload: { display: 'popup', returnTo: '/profile', ...payload },
      });
    const codeOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().error.code;
    expect(codeOf(await link({ currentPassword: TEST_PASSWORD }))).toBe('unauthenticated');
    const crossSite = await link({ currentPassword: TEST_PASSWORD }, owner.token, {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(codeOf(crossSite)).toBe('csrf-rejected');
    // S-04: a borrowed session without the password links nothing.
    expect(codeOf(await link({ currentPassword: 'not-the-password' }, owner.token))).toBe(
      'wrong-password',
    );
    // S-03: nor does an account whose address nobody has proved.
    const unverified = await signUp(app);
    const early = await link({ currentPassword: TEST_PASSWORD }, unverified.token);
    expect(early.statusCode).toBe(403);
    expect(codeOf(early)).toBe('email-not-verified');
    const returnElsewhere = await link(
      { currentPassword: TEST_PASSWORD, returnTo: '/%09/evil.example' },
      owner.token,
    );
    expect(codeOf(returnElsewhere)).toBe('unauthorized-domain');
    expect(await linkedProvidersOf(owner.uid)).toEqual([]);
  });

  it('refuses to link an identity another account signs in with, changing nothing', async () => {
    const app = await start();
    const identity = newProviderUser();
    const holder = await roundTrip(app);
    expect(holder.end.outcome).toBe('signed-in');
    const owner = await signUpVerified(app, testApp.database.db);
    provider.nextUser = identity;
    const refused = await roundTrip(app, { intent: 'link', cookies: sessionOf(owner.token) });
    expect(refused.end).toMatchObject({ outcome: 'error', code: 'credential-already-in-use' });
    expect(await linkedProvidersOf(owner.uid)).toEqual([]);
    const again = await roundTrip(app);
    expect(await signedInUid(app, again.callback)).not.toBe(owner.uid);
  });

  it('refuses a link callback in a browser signed in as someone else', async () => {
    const app = await start();
    const owner = await signUpVerified(app, testApp.database.db);
    const someoneElse = await signUp(app);
    newProviderUser();
    const refused = await roundTrip(app, {
      intent: 'link',
      cookies: sessionOf(owner.token),
      callbackCookies: sessionOf(someoneElse.token),
    });
    expect(refused.end).toMatchObject({ outcome: 'error', code: 'invalid-oidc-response' });
    expect(await linkedProvidersOf(owner.uid)).toEqual([]);
    expect(await linkedProvidersOf(someoneElse.uid)).toEqual([]);
  });

  it('refuses a tampered state, a tampered nonce and a token signed with an unknown key', async () => {
    const app = await start();
    newProviderUser();
    provider.tamper({ state: 'a-state-this-app-never-issued' });
    expect((await roundTrip(app)).end).toMatchObject({
      outcome: 'error',
      code: 'invalid-oidc-response',
    });

    provider.tamper({ nonce: 'a-nonce-this-app-never-issued' });
    const badNonce = await roundTrip(app);
    expect(badNonce.end.code).toBe('invalid-oidc-response');
    expect(sessionCookieOf(badNonce.callback)).toBeUndefined();

    provider.tamper({ foreignKey: true });
    expect((await roundTrip(app)).end.code).toBe('invalid-oidc-response');
    const users = await testApp.database.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(0);
  });

  it('says so when the user declines at the provider', async () => {
    const app = await start();
    newProviderUser();
    provider.tamper({ deny: true });
    const { callback, end } = await roundTrip(app);
    expect(end).toMatchObject({ outcome: 'error', code: 'user-cancelled' });
    expect(sessionCookieOf(callback)).toBeUndefined();
  });

  it('refuses an expired code and a callback replayed with a used state', async () => {
    const app = await start();
    newProviderUser();
    const started = await app.inject({ url: '/api/auth/oidc/fake/start' });
    const consent = await fetch(String(started.headers.location), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    provider.expireCodes();
    const callbackUrl = `${back.pathname}${back.search}`;
    const expired = await app.inject({ url: callbackUrl, cookies: startedHere(started) });
    expect(endOf(expired)).toMatchObject({ outcome: 'error', code: 'invalid-oidc-response' });
    const replayed = await app.inject({ url: callbackUrl, cookies: startedHere(started) });
    expect(endOf(replayed)).toMatchObject({ display: 'unknown', code: 'invalid-oidc-response' });
  });

  it('refuses a callback in another browser than the one that started the round trip', async () => {
    const app = await start();
    newProviderUser();
    const started = await app.inject({ url: '/api/auth/oidc/fake/start' });
    expect(started.cookies.find((cookie) => cookie.name === roundTripCookie.name)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
    });
    const consent = await fetch(String(started.headers.location), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const elsewhere = await app.inject({ url: `${back.pathname}${back.search}` });
    expect(endOf(elsewhere)).toMatchObject({ outcome: 'error', code: 'invalid-oidc-response' });
    expect(sessionCookieOf(elsewhere)).toBeUndefined();
  });

  it('asks for the second factor when the account has an authenticator on', async () => {
    const app = await start();
    const owner = await signUp(app);
    newProviderUser(owner.email);
    const held = (await roundTrip(app)).callback.cookies.find(
      (cookie) => cookie.name === pendingLinkCookie.name,
    );
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { [pendingLinkCookie.name]: held?.value ?? '' },
      payload: { email: owner.email, password: owner.password },
    });
    await testApp.database.db
      .insertInto('totp_factors')
      .values({ user_id: owner.uid, secret_ciphertext: 'v1.x', confirmed_at: 1, created_at: 1 })
      .execute();

    const { callback, end } = await roundTrip(app, { display: 'popup' });
    expect(end).toMatchObject({
      display: 'popup',
      outcome: 'second-factor',
      fallback: '/login?step=second-factor',
    });
    expect(sessionCookieOf(callback)).toBeUndefined();
    expect(callback.cookies.map((cookie) => cookie.name)).toContain(mfaChallengeCookie.name);
  });

  it('answers unauthorized-domain for a return address elsewhere or a browser on another host', async () => {
    const app = await start();
    const elsewhere = await app.inject({
      url: '/api/auth/oidc/fake/start?display=popup&returnTo=//evil.example/steal',
    });
    expect(endOf(elsewhere)).toMatchObject({ display: 'popup', code: 'unauthorized-domain' });
    // Each of these, once decoded by the query string and the browser, ends on another site.
    for (const returnTo of [
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%0d/evil.example',
      '/%20/evil.example',
      '/%5Cevil.example',
      '%2F%5Cevil.example',
      '/%252F/evil.example',
      '/%2F%2Fevil.example',
      'https:%2F%2Fevil.example',
      'javascript:alert(1)',
    ]) {
      const started = await app.inject({ url: `/api/auth/oidc/fake/start?returnTo=${returnTo}` });
      expect(started.statusCode, returnTo).toBe(200);
      expect(endOf(started).code, returnTo).toBe('unauthorized-domain');
    }
    await testApp.close();

    const pinned = await start({ PUBLIC_URL: 'https://anime.example.org' });
    const otherHost = await pinned.inject({ url: '/api/auth/oidc/fake/start' });
    expect(endOf(otherHost)).toMatchObject({
      outcome: 'error',
      code: 'unauthorized-domain',
      fallback: '/login?authError=unauthorized-domain',
    });
  });

  it('never builds the return address from the Host header, with or without PUBLIC_URL', async () => {
    const forged = { host: 'attacker.example' };
    const configured = await start();
    const started = await configured.inject({ url: '/api/auth/oidc/fake/start', headers: forged });
    expect(endOf(started).code).toBe('unauthorized-domain');
    await testApp.close();

    // Without PUBLIC_URL, the round trip starts only on the address the server was started on.
    const unconfigured = await start({ PUBLIC_URL: '' });
    const forgedStart = await unconfigured.inject({
      url: '/api/auth/oidc/fake/start',
      headers: forged,
    });
    expect(endOf(forgedStart).code).toBe('unauthorized-domain');
    const own = new URL(ownAddress(testApp.app, testApp.config));
    const ownStart = await unconfigured.inject({
      url: '/api/auth/oidc/fake/start',
      headers: { host: own.host },
    });
    expect(ownStart.statusCode).toBe(302);
    const authorizeUrl = new URL(ownStart.headers.location ?? '');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      `${own.origin}/api/auth/oidc/callback`,
    );
  });

  it('limits round trips started from one client', async () => {
    const app = await start();
    const startFrom = (remoteAddress: string) =>
      app.inject({ url: '/api/auth/oidc/fake/start', remoteAddress });
    for (let started = 0; started < 30; started += 1) {
      expect((await startFrom('10.0.0.9')).statusCode).toBe(302);
    }
    expect(endOf(await startFrom('10.0.0.9')).code).toBe('too-many-requests');
    expect((await startFrom('10.0.0.10')).statusCode).toBe(302);
  });

  it('refuses providers without a verified address, and unknown providers', async () => {
    const app = await start();
    subjects += 1;
    provider.nextUser = { sub: `subject-${subjects}`, email: uniqueEmail(), email_verified: false };
    expect((await roundTrip(app)).end.code).toBe('missing-provider-email');
    const unknown = await app.inject({ url: '/api/auth/oidc/nobody/start' });
    expect(endOf(unknown).code).toBe('unknown-provider');
  });

  it('serves the result page script, and keeps the popup connected to its opener', async () => {
    const app = await start();
    const script = await app.inject({ url: '/api/auth/oidc/result.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("source: 'tsuzuki-oidc'");
    newProviderUser();
    const { callback } = await roundTrip(app, { display: 'popup' });
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const signedIn = await signInAs(app, uniqueEmail());
    expect(signedIn.statusCode).toBe(400);
  });

  it('lets an account made at a provider change or delete itself only right after signing in', async () => {
    const app = await start();
    const identity = newProviderUser();
    const tokenOf = async () => sessionCookieOf((await roundTrip(app)).callback)?.value;
    const setPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/password',
      ...withSession(await tokenOf()),
      payload: { currentPassword: '', newPassword: 'chosen-later-1' },
    });
    expect(setPassword.statusCode).toBe(204);
    expect((await signInAs(app, identity.email ?? '', 'chosen-later-1')).statusCode).toBe(200);

    newProviderUser();
    const token = await tokenOf();
    clock.advance(6 * 60_000);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      ...withSession(token),
    });
    const remove = (sessionToken: string | undefined) =>
      app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        ...withSession(sessionToken),
        payload: { currentPassword: '' },
      });
    const stale = await remove(sessionCookieOf(refreshed)?.value);
    expect(stale.statusCode).toBe(401);
    expect(stale.json<ApiErrorBody>().error.code).toBe('requires-recent-login');
    expect((await remove(await tokenOf())).statusCode).toBe(204);
    // The identity left with the account: the provider signs up afresh.
    const afresh = await roundTrip(app);
    expect(afresh.end.outcome).toBe('signed-in');
  });
});
