import net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../shared/api-error';
import type { SessionResponse } from '../../../../shared/auth-api';
import { startFakeSmtpServer } from '../../../testing/fakes/smtp-server';
import { DIALECTS } from '../../../testing/test-databases';
import {
  clockedApps,
  latestLinkTo,
  linkParameters,
  mailCountTo,
  sessionCookieOf,
  signInLinkTo as mailedSignInLinkTo,
  signUp,
  uniqueEmail,
} from '../auth-test-helpers';

const MINUTE_MS = 60_000;
const BROWSER_COOKIE = 'tsuzuki_link_browser';

describe.each(DIALECTS)('signing in with an e-mailed link on %s', (dialect) => {
  const apps = clockedApps(dialect);
  const { start } = apps;

  /** The browser that asks for links: it keeps the cookie they are bound to (S-14). */
  let browser: Record<string, string> = {};
  const askForLink = async (email: string, remoteAddress = '127.0.0.1') => {
    const answer = await apps.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/email-link',
      remoteAddress,
      payload: { email },
      cookies: browser,
    });
    const bound = answer.cookies.find((cookie) => cookie.name === BROWSER_COOKIE);
    if (bound) browser = { [BROWSER_COOKIE]: bound.value };
    return answer;
  };
  const openLink = (oobCode: string, cookies = browser) =>
    apps.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/email-link/sign-in',
      payload: { oobCode },
      cookies,
    });
  const signInLinkTo = async (email: string) => {
    const link = linkParameters(await mailedSignInLinkTo(apps.testApp.database.db, email));
    expect(link.mode).toBe('signIn');
    return link.oobCode;
  };

  it('mails a link to /login that signs in once and verifies the address', async () => {
    const app = await start();
    const user = await signUp(app);
    expect((await askForLink(user.email.toUpperCase())).statusCode).toBe(204);
    const link = await mailedSignInLinkTo(apps.testApp.database.db, user.email);
    expect(link).toMatch(
      /^http:\/\/localhost(:\d+)?\/login\?mode=signIn&oobCode=[\w-]{43}\.[0-9a-f]{64}$/,
    );
    const oobCode = await signInLinkTo(user.email);

    const signedIn = await openLink(oobCode);
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json<SessionResponse>();
    expect(body.user.uid).toBe(user.uid);
    expect(body.user.emailVerified).toBe(true);
    expect(sessionCookieOf(signedIn)?.value).toMatch(/^[\w-]{43}$/);

    const again = await openLink(oobCode);
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().error.code).toBe('invalid-action-code');
  });

  it('refuses a link after 15 minutes', async () => {
    const app = await start();
    const user = await signUp(app);
    await askForLink(user.email);
    const oobCode = await signInLinkTo(user.email);
    apps.clock.advance(15 * MINUTE_MS);
    const late = await openLink(oobCode);
    expect(late.json<ApiErrorBody>().error).toMatchObject({
      code: 'expired-action-code',
      message: 'This link has expired. Please request a new one.',
    });
  });

  it('cannot be spent as another kind of link, nor another kind of link as it', async () => {
    const app = await start();
    const user = await signUp(app);
    const verificationCode = linkParameters(
      await latestLinkTo(apps.testApp.database.db, user.email),
    ).oobCode;
    expect((await openLink(verificationCode)).json<ApiErrorBody>().error.code).toBe(
      'invalid-action-code',
    );
    await askForLink(user.email);
    const action = await app.inject({
      method: 'POST',
      url: '/api/auth/action',
      payload: { mode: 'verifyEmail', oobCode: await signInLinkTo(user.email) },
    });
    expect(action.json<ApiErrorBody>().error.code).toBe('invalid-action-code');
  });

  it('signs in only the browser that asked for the link (S-14)', async () => {
    const app = await start();
    const user = await signUp(app);
    const stranger = await askForLink(uniqueEmail('nobody'));
    const strangerCookie = stranger.cookies.find((cookie) => cookie.name === BROWSER_COOKIE);
    expect(strangerCookie).toMatchObject({ httpOnly: true, path: '/api/auth' });
    browser = {};
    await askForLink(user.email);
    const oobCode = await signInLinkTo(user.email);
    const otherBrowsers: Record<string, string>[] = [
      {},
      { [BROWSER_COOKIE]: strangerCookie?.value ?? '' },
    ];
    for (const otherBrowser of otherBrowsers) {
      const refused = await openLink(oobCode, otherBrowser);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().error.message).toContain('only in the browser');
      expect(sessionCookieOf(refused)).toBeUndefined();
    }
    const [code] = oobCode.split('.');
    expect((await openLink(code ?? '')).statusCode).toBe(400);
    expect((await openLink(oobCode)).statusCode).toBe(200);
  });

  it('answers alike for unknown addresses, mailing nothing, and checks the address', async () => {
    await start();
    const stranger = uniqueEmail('nobody');
    expect((await askForLink(stranger)).statusCode).toBe(204);
    expect(await mailCountTo(apps.testApp.database.db, stranger)).toBe(0);
    const invalid = await askForLink('not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiErrorBody>().error.code).toBe('invalid-email');
  });

  it('answers a known address as fast and alike while the mail server hangs (S-12)', async () => {
    const smtp = await startFakeSmtpServer();
    const smtpPort = Number(new URL(smtp.url).port);
    // Relays to the real fake until told to hang, so signing up still gets its mail through.
    let hang = false;
    const sockets: net.Socket[] = [];
    const relay = net.createServer((socket) => {
      sockets.push(socket);
      if (hang) return;
      const upstream = net.connect(smtpPort, '127.0.0.1');
      sockets.push(upstream);
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as net.AddressInfo;
    try {
      const app = await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      const user = await signUp(app);
      hang = true;
      const started = performance.now();
      const known = await askForLink(user.email, '10.3.0.1');
      // Waiting for the mail server would take its 15 s greeting time-out.
      expect(performance.now() - started).toBeLessThan(5000);
      const stranger = await askForLink(uniqueEmail('nobody'), '10.3.0.1');
      expect([known.statusCode, stranger.statusCode]).toEqual([204, 204]);
      expect(known.body).toBe(stranger.body);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
      await smtp.close();
    }
  });

  it('limits links per address like password sign-in', async () => {
    const app = await start();
    const user = await signUp(app);
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await askForLink(user.email)).statusCode).toBe(204);
    }
    const limited = await askForLink(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
