import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedApiToken } from '../../shared/api-tokens';
import { signUp, withSession, type TestUser } from '../features/auth/auth-test-helpers';
import { WRONG_WEBHOOKS_PER_MINUTE_PER_IP } from '../features/scrobble/webhook-route';
import { recorded, scrobbleUser } from '../features/scrobble/scrobble-test-helpers';
import { createTestApp, ManualClock, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-databases';

const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * Issue 33 finding 8: an attacker sharing a client address with a script or a media server
 * sends wrong access tokens and wrong scrobble URLs until refused; the right ones still work.
 */
describe.each(DIALECTS)('wrong secrets from a shared address on %s', (dialect) => {
  let testApp: TestApp;
  let user: TestUser;

  beforeEach(async () => {
    // A clock that stands still: the limits count per minute, and a loaded machine's run of
    // 121 calls could otherwise straddle two minutes and never reach the limit.
    testApp = await createTestApp(
      dialect,
      { PUBLIC_URL: 'https://anime.example.org' },
      { clock: new ManualClock() },
    );
    user = await signUp(testApp.app);
  });
  afterEach(async () => {
    await testApp.close();
  });

  const withToken = (secret: string) =>
    testApp.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${secret}` } });

  it('lock out neither a valid access token nor the guesser’s next wrong one past 429', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/tokens',
      payload: { name: 'script', scope: 'read', currentPassword: user.password },
      ...withSession(user.token),
    });
    const { secret } = created.json<CreatedApiToken>();
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess += 1) {
      statuses.push((await withToken(`tsz_${randomSecret()}`)).statusCode);
    }
    expect(statuses.slice(0, 19).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect((await withToken(secret)).statusCode).toBe(200);

    const repeated = `tsz_${randomSecret()}`;
    const again: number[] = [];
    for (let call = 0; call < 21; call += 1) again.push((await withToken(repeated)).statusCode);
    expect(again.at(-1)).toBe(429);
    expect((await withToken(secret)).statusCode).toBe(200);
  });

  it('lock out neither a media server’s scrobble URL after 120 wrong ones', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const media = scrobbleUser(testApp.app, user.token);
    const path = await media.webhookPath();
    const stop = recorded('jellyfin-playback-stop.json', { PlayedToCompletion: true });
    const statuses: number[] = [];
    for (let guess = 0; guess <= WRONG_WEBHOOKS_PER_MINUTE_PER_IP; guess += 1) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: `/api/scrobble/${randomSecret()}`,
        payload: stop,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses[0]).toBe(404);
    expect(statuses.at(-1)).toBe(429);
    const real = await testApp.app.inject({ method: 'POST', url: path, payload: stop });
    expect(real.statusCode, real.body).toBe(200);
  });
});
