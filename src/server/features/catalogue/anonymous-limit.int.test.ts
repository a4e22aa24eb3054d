import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { signUp, withSession } from '../auth/auth-test-helpers';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';

describe('anonymous catalogue calls are limited per client address (S-01)', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => testApp?.close());

  it('answers 429 with Retry-After past the limit, to that address only, and never to a session', async () => {
    const clock = new ManualClock();
    testApp = await createTestApp('sqlite', { CATALOGUE_CALLS_PER_MINUTE_PER_IP: '3' }, { clock });
    const { app } = testApp;
    const user = await signUp(app);
    const call = (remoteAddress: string, token?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/tmdb-proxy/genre/tv/list',
        remoteAddress,
        ...withSession(token),
      });
    for (let made = 0; made < 3; made += 1) {
      expect((await call('10.2.0.1')).statusCode).toBe(200);
    }
    const limited = await call('10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiErrorBody>().error.code).toBe('too-many-requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('10.2.0.1', 'not-a-session')).statusCode).toBe(429);
    expect((await call('10.2.0.1', user.token)).statusCode).toBe(200);
    expect((await call('10.2.0.2')).statusCode).toBe(200);
    clock.advance(120_000);
    expect((await call('10.2.0.1')).statusCode).toBe(200);
  });

  it('lets a visitor browse freely at the default limit', async () => {
    testApp = await createTestApp('sqlite', { CATALOGUE_CALLS_PER_MINUTE_PER_IP: '600' });
    for (let made = 0; made < 100; made += 1) {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: '/api/tmdb-proxy/genre/tv/list',
        remoteAddress: '10.2.0.3',
      });
      expect(answer.statusCode).toBe(200);
    }
  });
});

describe('signed-in catalogue calls are limited per account past their address (issue 33)', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => testApp?.close());

  it('allows an account twice the address limit more, then 429 with Retry-After, to that account only', async () => {
    const clock = new ManualClock();
    testApp = await createTestApp('sqlite', { CATALOGUE_CALLS_PER_MINUTE_PER_IP: '3' }, { clock });
    const { app } = testApp;
    const script = await signUp(app);
    const person = await signUp(app);
    const call = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/tmdb-proxy/genre/tv/list',
        remoteAddress: '10.2.0.9',
        ...withSession(token),
      });
    // 3 on the address's allowance, then 6 (twice the limit) on the account's.
    for (let made = 0; made < 9; made += 1) {
      expect((await call(script.token)).statusCode).toBe(200);
    }
    const limited = await call(script.token);
    expect(limited.statusCode).toBe(429);
    const body = limited.json<ApiErrorBody>();
    expect(body.error.code).toBe('too-many-requests');
    expect(body.error.message).toMatch(
      /^Too many catalogue requests\. Try again in \d+ seconds\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(person.token)).statusCode).toBe(200);
    clock.advance(120_000);
    expect((await call(script.token)).statusCode).toBe(200);
  });
});
