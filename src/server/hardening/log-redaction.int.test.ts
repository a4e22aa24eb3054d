import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarLink } from '../../shared/lists-api';
import {
  latestLinkTo,
  signInLinkTo,
  linkParameters,
  signUp,
  withSession,
} from '../features/auth/auth-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Secrets that reach the server in an address or a mail, and must never reach its log (S-18). */
describe('tokens and codes in the log', () => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  const loggedText = () => testApp.logLines.join('\n');

  it('blanks the calendar feed token and mailed codes in every logged address', async () => {
    testApp = await createTestApp('sqlite', { LOG_LEVEL: 'debug' });
    const { app } = testApp;
    const user = await signUp(app);
    const link = await app.inject({ url: '/api/lists/calendar', ...withSession(user.token) });
    const feedPath = new URL(link.json<CalendarLink>().url ?? '').pathname;
    const feedToken = /\/api\/calendar\/(.+)\.ics$/.exec(feedPath)?.[1] ?? '';
    expect(feedToken.length).toBeGreaterThan(30);
    expect((await app.inject({ url: feedPath })).statusCode).toBe(200);

    const { oobCode } = linkParameters(await latestLinkTo(testApp.database.db, user.email));
    await app.inject({ url: `/login?mode=verifyEmail&oobCode=${oobCode}` });
    await app.inject({ url: '/api/auth/oidc/callback?code=provider-code-123&state=state-456' });

    const requestLines = testApp.logLines.filter((line) => line.includes('request completed'));
    expect(requestLines.some((line) => line.includes('/api/calendar/[redacted].ics'))).toBe(true);
    expect(requestLines.some((line) => line.includes('oobCode=[redacted]'))).toBe(true);
    for (const secret of [feedToken, oobCode, 'provider-code-123', 'state-456']) {
      expect(requestLines.join('\n')).not.toContain(secret);
    }
  });

  it('logs a sign-in link from the outbox only at debug level', async () => {
    testApp = await createTestApp('sqlite', { LOG_LEVEL: 'info' });
    const user = await signUp(testApp.app);
    const ask = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/email-link',
        payload: { email: user.email },
      });
    expect((await ask()).statusCode).toBe(204);
    const signInLink = await signInLinkTo(testApp.database.db, user.email);
    expect(linkParameters(signInLink).mode).toBe('signIn');
    expect(loggedText()).not.toContain(linkParameters(signInLink).oobCode);
    expect(loggedText()).toContain('Its sign-in link is listed on the admin page');
    await testApp.close();

    testApp = await createTestApp('sqlite', { LOG_LEVEL: 'debug' });
    const other = await signUp(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: other.email },
    });
    const debugLink = await signInLinkTo(testApp.database.db, other.email);
    expect(loggedText()).toContain(debugLink);
  });
});
