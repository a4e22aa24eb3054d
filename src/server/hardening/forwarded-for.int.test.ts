import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../features/auth/auth-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * With one sign-up an hour per address, a client that could name its own address in
 * X-Forwarded-For would sign up again and again (S-16).
 */
describe('X-Forwarded-For behind TRUST_PROXY', () => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
  });

  const signUpAs = (remoteAddress: string, forwardedFor: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, username: 'Forger' },
    });

  it('with true, takes the address the one proxy saw, not one the client wrote', async () => {
    testApp = await createTestApp('sqlite', { TRUST_PROXY: 'true', SIGN_UPS_PER_HOUR_PER_IP: '1' });
    expect((await signUpAs('127.0.0.1', '198.51.100.1, 203.0.113.9')).statusCode).toBe(201);
    expect((await signUpAs('127.0.0.1', '198.51.100.2, 203.0.113.9')).statusCode).toBe(429);
    expect((await signUpAs('127.0.0.1', '203.0.113.10')).statusCode).toBe(201);
  });

  it('with a list, trusts the header only from the listed proxies', async () => {
    testApp = await createTestApp('sqlite', {
      TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
      SIGN_UPS_PER_HOUR_PER_IP: '1',
    });
    expect((await signUpAs('127.0.0.1', '198.51.100.1, 10.1.2.3')).statusCode).toBe(201);
    expect((await signUpAs('127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    // Not a listed proxy: its header counts for nothing, the client is the one connecting.
    expect((await signUpAs('192.0.2.7', '198.51.100.3')).statusCode).toBe(201);
    expect((await signUpAs('192.0.2.7', '198.51.100.4')).statusCode).toBe(429);
  });
});
