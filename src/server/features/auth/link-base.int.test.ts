import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { latestLinkTo, signInLinkTo, signUp } from './auth-test-helpers';

const FORGED_HOST = { host: 'evil.example' };

describe('where e-mailed links point (S-07)', () => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  /** The links of a verification, a reset and a sign-in-link mail asked for with a forged Host. */
  async function mailedLinks(): Promise<string[]> {
    const { app, database } = testApp;
    const user = await signUp(app);
    const verification = await latestLinkTo(database.db, user.email);
    const ask = (url: string) =>
      app.inject({ method: 'POST', url, headers: FORGED_HOST, payload: { email: user.email } });
    expect((await ask('/api/auth/password-reset')).statusCode).toBe(204);
    const reset = await latestLinkTo(database.db, user.email);
    expect((await ask('/api/auth/email-link')).statusCode).toBe(204);
    const signIn = await signInLinkTo(database.db, user.email);
    return [verification, reset, signIn];
  }

  const warnings = () =>
    testApp.logLines.filter((line) => line.includes('PUBLIC_URL is not set')).length;

  it('without PUBLIC_URL, uses the address the server was started on, never the Host header', async () => {
    testApp = await createTestApp('sqlite', { LOG_LEVEL: 'warn' });
    for (const link of await mailedLinks()) {
      expect(link).toMatch(/^http:\/\/localhost:3000\/login\?mode=\w+&oobCode=/);
    }
    expect(warnings()).toBe(1);
  });

  it('names the configured interface and port', async () => {
    testApp = await createTestApp('sqlite', { HOST: '127.0.0.1', PORT: '8080' });
    for (const link of await mailedLinks()) {
      expect(link.startsWith('http://127.0.0.1:8080/login?')).toBe(true);
    }
  });

  it('with PUBLIC_URL, uses it and warns of nothing', async () => {
    testApp = await createTestApp('sqlite', {
      PUBLIC_URL: 'https://anime.example.org',
      LOG_LEVEL: 'warn',
    });
    for (const link of await mailedLinks()) {
      expect(link.startsWith('https://anime.example.org/login?')).toBe(true);
    }
    expect(warnings()).toBe(0);
  });
});
