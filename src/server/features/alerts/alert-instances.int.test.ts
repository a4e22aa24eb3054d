import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from '../../testing/fakes/fake-http-server';
import { startFakeTmdb, type FakeTmdb } from '../../testing/fakes/fake-tmdb';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-databases';
import { signUp, withSession } from '../auth/auth-test-helpers';
import { track } from '../lists/lists-test-helpers';
import type { AlertScheduler } from './alert-scheduler';

const USERS = 12;
const AIRS_AT = Date.parse('2026-11-25T09:00:00Z');

describe('two instances on one PostgreSQL database', () => {
  let tmdb: FakeTmdb;
  let webhook: FakeHttpServer;
  const clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));

  beforeAll(async () => {
    tmdb = await startFakeTmdb({ apiKey: 'test-key', now: () => clock.now() });
    webhook = await startFakeHttpServer(() => ({ status: 200, body: 'ok' }));
  });
  afterAll(async () => {
    await tmdb.close();
    await webhook.close();
  });

  it('send each alert exactly once, whichever instance claims it', async () => {
    const database = await createTestDatabase('postgres');
    const instances: { testApp: TestApp; scheduler: AlertScheduler }[] = [];
    try {
      for (let index = 0; index < 2; index++) {
        let scheduler: AlertScheduler | undefined;
        const testApp = await createTestApp(
          'postgres',
          { TMDB_API_KEY: 'test-key', TMDB_BASE_URL: tmdb.baseUrl, ALLOW_PRIVATE_WEBHOOKS: 'true' },
          { clock, database, onAlertScheduler: (made) => (scheduler = made) },
        );
        if (!scheduler) throw new Error('no alert scheduler');
        instances.push({ testApp, scheduler });
      }
      const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
      for (let index = 0; index < USERS; index++) {
        const app = (index % 2 === 0 ? first : second).testApp.app;
        const user = await signUp(app);
        await track(app, user.token, 'tv/209867', {
          status: 'watching',
          name: 'Frieren: Beyond Journey’s End',
          current_season: 2,
          current_episode: 3,
        });
        const saved = await app.inject({
          method: 'PATCH',
          url: '/api/alerts',
          payload: { webhook: { enabled: true, url: `${webhook.url}/hook/${index}` } },
          ...withSession(user.token),
        });
        expect(saved.statusCode).toBe(200);
      }
      await Promise.all([first.scheduler.runPass(), second.scheduler.runPass()]);
      clock.advance(AIRS_AT - clock.now());
      await Promise.all([first.scheduler.runPass(), second.scheduler.runPass()]);
      await Promise.all([first.scheduler.runPass(), second.scheduler.runPass()]);
      const paths = webhook.requests.map((request) => request.path).sort();
      expect(paths).toEqual(Array.from({ length: USERS }, (_, index) => `/hook/${index}`).sort());
    } finally {
      for (const instance of instances) await instance.testApp.close();
      await database.destroy();
    }
  });
});

describe('users’ URLs without ALLOW_PRIVATE_WEBHOOKS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });
  afterAll(async () => testApp.close());

  it('refuses webhook and push addresses inside the server’s network, in any spelling', async () => {
    const user = await signUp(testApp.app);
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://2130706433/hook',
      'http://0x7f.0.0.1/hook',
      'http://[::1]/hook',
      'http://[::ffff:10.0.0.1]/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/hook',
      'http://localhost/hook',
    ]) {
      const saved = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/alerts',
        payload: { webhook: { url } },
        ...withSession(user.token),
      });
      expect(saved.statusCode, url).toBe(400);
      expect(saved.json<{ error: { message: string } }>().error.message).toMatch(
        /^Invalid body\.webhook\.url: must be a public address/,
      );
    }
    const push = await testApp.app.inject({
      method: 'POST',
      url: '/api/alerts/push-subscriptions',
      payload: { endpoint: 'http://127.0.0.1:9/push', keys: { p256dh: 'x', auth: 'y' } },
      ...withSession(user.token),
    });
    expect(push.statusCode).toBe(400);
  });

  it('refuses a cross-site state change (CSRF) like every other API write', async () => {
    const user = await signUp(testApp.app);
    const forged = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: { push: { enabled: true } },
      headers: { origin: 'https://evil.example' },
      ...withSession(user.token),
    });
    expect(forged.statusCode).toBe(403);
  });
});
