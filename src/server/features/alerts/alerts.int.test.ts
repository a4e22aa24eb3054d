import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import type {
  AlertSettings,
  AlertTestResponse,
  PushKeyResponse,
  WebhookSecret,
} from '../../../shared/alerts-api';
import { startFakeHttpServer, type FakeHttpServer } from '../../testing/fakes/fake-http-server';
import { startFakeTmdb, type FakeTmdb } from '../../testing/fakes/fake-tmdb';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { createTestDatabase, DIALECTS, type Dialect } from '../../testing/test-databases';
import {
  signUp,
  signUpVerified,
  withSession,
  type TestUser,
  chooseOnProfile,
} from '../auth/auth-test-helpers';
import { track } from '../lists/lists-test-helpers';
import { AlertQueue, CLAIM_LEASE_MS } from './alert-queue';
import type { AlertScheduler } from './alert-scheduler';
import { ALERTS_PUBLIC_URL, alertMailsTo, startLocalPushEndpoint } from './alerts-test-support';

const HOUR = 3_600_000;
const PUBLIC_URL = ALERTS_PUBLIC_URL;
/** Frieren (tv/209867) in the fake TMDB: season 2's episode 4 is dated three days ahead. */
const FRIEREN = 'tv/209867';
const EPISODE = 'Frieren: Beyond Journey’s End — S2E4';
/** The fake's date is 2026-11-25; a date without a time airs at 18:00 JST (decision 223). */
const AIRS_AT = Date.parse('2026-11-25T09:00:00Z');

interface Instance {
  testApp: TestApp;
  scheduler: AlertScheduler;
}

describe.each(DIALECTS)('airing alerts on %s', (dialect: Dialect) => {
  let tmdb: FakeTmdb;
  let webhook: FakeHttpServer;
  let clock: ManualClock;
  const opened: Instance[] = [];

  beforeAll(async () => {
    tmdb = await startFakeTmdb({ apiKey: 'test-key', now: () => clock.now() });
    webhook = await startFakeHttpServer(() => ({ status: 200, body: 'ok' }));
  });
  afterAll(async () => {
    await tmdb.close();
    await webhook.close();
  });
  afterEach(async () => {
    for (const instance of opened.splice(0)) await instance.testApp.close();
    webhook.reset();
  });

  async function start(
    options: { database?: TestApp['database']; environment?: Record<string, string> } = {},
  ): Promise<Instance> {
    let scheduler: AlertScheduler | undefined;
    const testApp = await createTestApp(
      dialect,
      {
        TMDB_API_KEY: 'test-key',
        TMDB_BASE_URL: tmdb.baseUrl,
        PUBLIC_URL,
        ALLOW_PRIVATE_WEBHOOKS: 'true',
        ...options.environment,
      },
      { clock, database: options.database, onAlertScheduler: (made) => (scheduler = made) },
    );
    if (!scheduler) throw new Error('no alert scheduler');
    const instance = { testApp, scheduler };
    opened.push(instance);
    return instance;
  }

  async function patch(testApp: TestApp, user: TestUser, body: unknown) {
    return testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: body as object,
      ...withSession(user.token),
    });
  }

  async function watcher(testApp: TestApp, progress = { current_season: 2, current_episode: 3 }) {
    const user = await signUpVerified(testApp.app, testApp.database.db);
    await track(testApp.app, user.token, FRIEREN, {
      status: 'watching',
      name: 'Frieren: Beyond Journey’s End',
      ...progress,
    });
    return user;
  }

  const hooked = () => webhook.requests.filter((request) => request.path === '/hook');

  it('alerts each channel once when a watched show’s episode airs, with a link from PUBLIC_URL', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp, scheduler } = await start();
    const push = await startLocalPushEndpoint();
    try {
      const user = await watcher(testApp);
      const subscribed = await testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/push-subscriptions',
        payload: push.subscription,
        ...withSession(user.token),
      });
      expect(subscribed.statusCode).toBe(204);
      const saved = await patch(testApp, user, {
        timeZone: 'America/Los_Angeles',
        push: { enabled: true },
        email: { enabled: true, mode: 'episode' },
        webhook: { enabled: true, url: `${webhook.url}/hook?topic=tsuzuki-test` },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<AlertSettings>().push.devices).toBe(1);

      await scheduler.runPass();
      expect(hooked()).toHaveLength(0);

      clock.advance(AIRS_AT - clock.now() - 60_000);
      await scheduler.runPass();
      expect(hooked()).toHaveLength(0);

      clock.advance(60_000);
      await scheduler.runPass();
      await scheduler.runPass();
      expect(hooked()).toHaveLength(1);
      const body = JSON.parse(hooked()[0]!.body) as Record<string, unknown>;
      expect(body).toMatchObject({
        topic: 'tsuzuki-test',
        title: EPISODE,
        click: `${PUBLIC_URL}/anime/tv/209867`,
      });
      expect(body.content).toContain(EPISODE);
      expect(body.text).toContain(`<${PUBLIC_URL}/anime/tv/209867|`);
      // 09:00 UTC is 01:00 in Los Angeles.
      expect(String(body.message)).toContain('Wed 25 Nov, 01:00');

      expect(push.received).toHaveLength(1);
      expect(push.received[0]).toMatchObject({
        kind: 'episode',
        url: `${PUBLIC_URL}/anime/tv/209867`,
        episode: { season: 2, number: 4, airsAt: '2026-11-25T09:00:00.000Z' },
      });
      expect(push.headers[0]?.authorization).toMatch(/^vapid t=/);

      const mails = await alertMailsTo(testApp.database, user.email);
      expect(mails.map((mail) => mail.subject)).toEqual([EPISODE]);

      const settings = await testApp.app.inject({ url: '/api/alerts', ...withSession(user.token) });
      const state = settings.json<AlertSettings>();
      for (const channel of [state.push, state.email, state.webhook]) {
        expect(channel.last).toMatchObject({ ok: true, detail: 'Delivered' });
      }
    } finally {
      await push.close();
    }
  });

  it('words each alert in its reader’s language and names the show in their title language', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp, scheduler } = await start();
    const choose = (user: TestUser, profile: Record<string, unknown>) =>
      chooseOnProfile(testApp.app, user.token, profile);
    const japanese = await watcher(testApp);
    await choose(japanese, { 'profile.language': 'ja' });
    const german = await watcher(testApp);
    await choose(german, { 'profile.language': 'de', 'profile.titleLanguage': 'native' });
    const english = await watcher(testApp);
    for (const [user, timeZone] of [
      [japanese, 'Asia/Tokyo'],
      [german, 'Europe/Berlin'],
      [english, 'America/Los_Angeles'],
    ] as const) {
      await patch(testApp, user, {
        timeZone,
        email: { enabled: true, mode: 'episode' },
        webhook: { enabled: true, url: `${webhook.url}/hook/${user.uid}` },
      });
    }
    // Chosen after the alerts were queued: the title language applies when they go out.
    await scheduler.runPass();
    await choose(english, { 'profile.titleLanguage': 'native' });
    clock.advance(AIRS_AT - clock.now());
    await scheduler.runPass();
    await scheduler.runPass();

    const posted = (user: TestUser) => {
      const request = webhook.requests.find((each) => each.path === `/hook/${user.uid}`);
      return JSON.parse(request?.body ?? '{}') as Record<string, string>;
    };
    expect(posted(japanese)).toMatchObject({
      title: '葬送のフリーレン — S2・第4話',
      message: '第4話が11月25日(水) 18:00に放送されました。',
    });
    expect(posted(japanese).text).toContain('|Tsuzuki で開く>');
    expect(posted(german)).toMatchObject({
      title: '葬送のフリーレン — S2F4',
      message: 'Folge 4 lief am Mi., 25. Nov., 10:00.',
    });
    expect(posted(english)).toMatchObject({
      title: '葬送のフリーレン — S2E4',
      message: 'Episode 4 aired Wed 25 Nov, 01:00.',
    });
    expect((await alertMailsTo(testApp.database, japanese.email)).map((m) => m.subject)).toEqual([
      '葬送のフリーレン — S2・第4話',
    ]);
    expect((await alertMailsTo(testApp.database, german.email)).map((m) => m.subject)).toEqual([
      '葬送のフリーレン — S2F4',
    ]);
  });

  it('words a test alert in the account’s language, else in the asking page’s', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp } = await start();
    const user = await signUp(testApp.app);
    await patch(testApp, user, { webhook: { enabled: true, url: `${webhook.url}/hook` } });
    const sendTest = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/test',
        headers,
        payload: { channel: 'webhook' },
        ...withSession(user.token),
      });
    const lastPosted = () =>
      (JSON.parse(hooked().at(-1)?.body ?? '{}') as { alert: Record<string, string> }).alert;

    const french = await sendTest({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.json<AlertTestResponse>().detail).toBe('Distribué');
    expect(lastPosted()).toMatchObject({ kind: 'test', title: 'Alerte de test Tsuzuki' });
    await chooseOnProfile(testApp.app, user.token, { 'profile.language': 'de' });
    clock.advance(60_000);
    const german = await sendTest({ 'accept-language': 'fr-FR,fr;q=0.9' });
    // The result the profile shows is in the same words (decision 442).
    expect(german.json<AlertTestResponse>()).toMatchObject({ ok: true, detail: 'Zugestellt' });
    const settings = await testApp.app.inject({ url: '/api/alerts', ...withSession(user.token) });
    expect(settings.json<AlertSettings>().webhook.last?.detail).toBe('Zugestellt');
    expect(lastPosted()).toMatchObject({
      kind: 'test',
      title: 'Tsuzuki-Testbenachrichtigung',
      body: 'Benachrichtigungen erreichen dich hier. Neue Folgen der Serien, die du schaust, kommen so bei dir an.',
    });
  });

  it('sends nothing for an episode already marked watched, or a muted, finished or dropped title', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp, scheduler } = await start();
    const watched = await watcher(testApp, { current_season: 2, current_episode: 4 });
    const muted = await watcher(testApp);
    const dropped = await watcher(testApp);
    const finished = await watcher(testApp);
    const later = await watcher(testApp);
    for (const user of [watched, muted, dropped, finished, later]) {
      await patch(testApp, user, { webhook: { enabled: true, url: `${webhook.url}/hook` } });
    }
    const mute = await testApp.app.inject({
      method: 'PUT',
      url: '/api/alerts/mutes/tv/209867',
      ...withSession(muted.token),
    });
    expect(mute.statusCode).toBe(204);
    await track(testApp.app, dropped.token, FRIEREN, { status: 'dropped' });
    await track(testApp.app, finished.token, FRIEREN, { status: 'completed' });
    await scheduler.runPass();
    // Queued before it aired, then marked watched: checked again when it is due.
    await track(testApp.app, later.token, FRIEREN, { current_episode: 4 });
    clock.advance(AIRS_AT - clock.now());
    await scheduler.runPass();
    expect(hooked()).toHaveLength(0);
    const rows = await testApp.database.db
      .selectFrom('alert_deliveries')
      .select(['user_id', 'state', 'detail'])
      .execute();
    expect(rows).toEqual([
      { user_id: later.uid, state: 'skipped', detail: 'The episode was already watched' },
    ]);
  });

  it('loses nothing and sends nothing twice across a restart', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const database = await createTestDatabase(dialect);
    try {
      const first = await start({ database });
      const user = await watcher(first.testApp);
      await patch(first.testApp, user, { webhook: { enabled: true, url: `${webhook.url}/hook` } });
      await first.scheduler.runPass();
      await first.testApp.close();
      opened.splice(opened.indexOf(first), 1);

      clock.advance(AIRS_AT - clock.now() + HOUR);
      // The catalogue no longer lists the aired episode as next: only the queue knows of it.
      const second = await start({ database });
      await second.scheduler.runPass();
      await second.testApp.close();
      opened.splice(opened.indexOf(second), 1);
      const third = await start({ database });
      await third.scheduler.runPass();
      expect(hooked()).toHaveLength(1);
    } finally {
      for (const instance of opened.splice(0)) await instance.testApp.close();
      await database.destroy();
    }
  });

  it('removes a push subscription the push service says is gone (410)', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp } = await start();
    const push = await startLocalPushEndpoint();
    try {
      const user = await watcher(testApp);
      await testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/push-subscriptions',
        payload: push.subscription,
        ...withSession(user.token),
      });
      await patch(testApp, user, { push: { enabled: true } });
      push.answer = 410;
      const test = await testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/test',
        payload: { channel: 'push' },
        ...withSession(user.token),
      });
      expect(test.json<AlertTestResponse>()).toMatchObject({ ok: false });
      const settings = await testApp.app.inject({ url: '/api/alerts', ...withSession(user.token) });
      expect(settings.json<AlertSettings>().push.devices).toBe(0);
    } finally {
      await push.close();
    }
  });

  it('retries a failing webhook with backoff and pauses it after a day of failures', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp, scheduler } = await start();
    const failing = await startFakeHttpServer(() => ({ status: 500, body: 'down' }));
    try {
      const user = await watcher(testApp);
      await patch(testApp, user, { webhook: { enabled: true, url: `${failing.url}/hook` } });
      await scheduler.runPass();
      clock.advance(AIRS_AT - clock.now());
      await scheduler.runPass();
      expect(failing.requests).toHaveLength(1);
      await scheduler.runPass();
      expect(failing.requests).toHaveLength(1);
      clock.advance(61_000);
      await scheduler.runPass();
      expect(failing.requests).toHaveLength(2);
      for (let hour = 0; hour < 26; hour++) {
        clock.advance(HOUR);
        await scheduler.runPass();
      }
      const settings = await testApp.app.inject({ url: '/api/alerts', ...withSession(user.token) });
      const { webhook: state } = settings.json<AlertSettings>();
      expect(state).toMatchObject({ paused: true, failing: true });
      expect(state.last).toMatchObject({ ok: false, detail: 'The webhook answered 500' });
      const attempts = failing.requests.length;
      clock.advance(2 * HOUR);
      await scheduler.runPass();
      expect(failing.requests).toHaveLength(attempts);
    } finally {
      await failing.close();
    }
  });

  it('signs each webhook with the user’s secret over the timestamp and raw body, and a rotated secret replaces it', async () => {
    const { testApp } = await start();
    const user = await watcher(testApp);
    await patch(testApp, user, { webhook: { enabled: true, url: `${webhook.url}/hook` } });
    const secretCall = (method: 'GET' | 'POST', url: string) =>
      testApp.app.inject({ method, url, ...withSession(user.token) });
    const sendTest = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/test',
        payload: { channel: 'webhook' },
        ...withSession(user.token),
      });
    /** What a receiver does with the README's recipe. */
    const verifies = (secret: string, request: { headers: IncomingHttpHeaders; body: string }) => {
      const timestamp = String(request.headers['x-tsuzuki-timestamp']);
      const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`);
      return request.headers['x-tsuzuki-signature'] === `sha256=${expected.digest('hex')}`;
    };

    const { secret } = (
      await secretCall('GET', '/api/alerts/webhook-secret')
    ).json<WebhookSecret>();
    expect(secret).toMatch(/^whsec_/);
    expect(
      (await secretCall('GET', '/api/alerts/webhook-secret')).json<WebhookSecret>().secret,
    ).toBe(secret);
    await sendTest();
    const [signed] = hooked();
    if (!signed) throw new Error('the webhook was not called');
    expect(signed.headers['x-tsuzuki-timestamp']).toBe(String(Math.floor(clock.now() / 1000)));
    expect(verifies(secret, signed)).toBe(true);
    expect(verifies(secret, { ...signed, body: `${signed.body} ` })).toBe(false);

    const rotated = (
      await secretCall('POST', '/api/alerts/webhook-secret/rotate')
    ).json<WebhookSecret>();
    expect(rotated.secret).not.toBe(secret);
    clock.advance(60_000);
    webhook.reset();
    await sendTest();
    const [next] = hooked();
    if (!next) throw new Error('the webhook was not called again');
    expect(verifies(rotated.secret, next)).toBe(true);
    expect(verifies(secret, next)).toBe(false);
    const stored = await testApp.database.db.selectFrom('alert_settings').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(rotated.secret);
  });

  it('keeps saying a webhook fails when its tests fail too, and a test resumes it after a pause', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp, scheduler } = await start();
    const failing = await startFakeHttpServer(() => ({ status: 500, body: 'down' }));
    try {
      const user = await watcher(testApp);
      await patch(testApp, user, { webhook: { enabled: true, url: `${failing.url}/hook` } });
      const sendTest = () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/alerts/test',
          payload: { channel: 'webhook' },
          ...withSession(user.token),
        });
      const state = async () =>
        (
          await testApp.app.inject({ url: '/api/alerts', ...withSession(user.token) })
        ).json<AlertSettings>().webhook;

      await sendTest();
      expect(await state()).toMatchObject({ failing: false, paused: false });
      clock.advance(60_000);
      await sendTest();
      expect(await state()).toMatchObject({ failing: true, paused: false });

      await scheduler.runPass();
      clock.advance(AIRS_AT - clock.now());
      await scheduler.runPass();
      for (let hour = 0; hour < 26; hour++) {
        clock.advance(HOUR);
        await scheduler.runPass();
      }
      expect(await state()).toMatchObject({ failing: true, paused: true });
      // The test lifts the pause; its failure starts a new run, which the next one continues.
      await sendTest();
      expect(await state()).toMatchObject({ failing: false, paused: false });
      clock.advance(60_000);
      await sendTest();
      expect(await state()).toMatchObject({ failing: true, paused: false });
    } finally {
      await failing.close();
    }
  });

  it('alerts a Plan to Watch title only for a user who asked for it', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp, scheduler } = await start();
    const asked = await watcher(testApp);
    const notAsked = await watcher(testApp);
    for (const user of [asked, notAsked]) {
      await track(testApp.app, user.token, FRIEREN, { status: 'planToWatch' });
      await patch(testApp, user, {
        webhook: { enabled: true, url: `${webhook.url}/hook/${user.uid}` },
      });
    }
    await patch(testApp, asked, { includePlanToWatch: true });
    await scheduler.runPass();
    clock.advance(AIRS_AT - clock.now());
    await scheduler.runPass();
    expect(webhook.requests.map((request) => request.path)).toEqual([`/hook/${asked.uid}`]);
  });

  it('sends an alert claimed by an instance that died, once its lease ends, and only once', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const database = await createTestDatabase(dialect);
    try {
      const first = await start({ database });
      const user = await watcher(first.testApp);
      await patch(first.testApp, user, { webhook: { enabled: true, url: `${webhook.url}/hook` } });
      await first.scheduler.runPass();
      clock.advance(AIRS_AT - clock.now());
      // The first instance claims the due alert and is killed before it sends it.
      const claimed = await new AlertQueue(database).claim(clock.now(), 50);
      expect(claimed).toHaveLength(1);
      await first.testApp.close();
      opened.splice(opened.indexOf(first), 1);

      const second = await start({ database });
      await second.scheduler.runPass();
      expect(hooked()).toHaveLength(0);
      clock.advance(CLAIM_LEASE_MS - 1_000);
      await second.scheduler.runPass();
      expect(hooked()).toHaveLength(0);
      clock.advance(2_000);
      await second.scheduler.runPass();
      await second.scheduler.runPass();
      expect(hooked()).toHaveLength(1);
    } finally {
      for (const instance of opened.splice(0)) await instance.testApp.close();
      await database.destroy();
    }
  });

  it('forgets a device whose push service answers 404 during a pass, and still reaches the others', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp, scheduler } = await start();
    const gone = await startLocalPushEndpoint();
    const alive = await startLocalPushEndpoint();
    try {
      const user = await watcher(testApp);
      for (const device of [gone, alive]) {
        await testApp.app.inject({
          method: 'POST',
          url: '/api/alerts/push-subscriptions',
          payload: device.subscription,
          ...withSession(user.token),
        });
      }
      await patch(testApp, user, { push: { enabled: true } });
      gone.answer = 404;
      await scheduler.runPass();
      clock.advance(AIRS_AT - clock.now());
      await scheduler.runPass();
      expect(gone.headers).toHaveLength(1);
      expect(alive.received).toHaveLength(1);
      const settings = await testApp.app.inject({ url: '/api/alerts', ...withSession(user.token) });
      expect(settings.json<AlertSettings>().push).toMatchObject({
        devices: 1,
        last: { ok: true },
      });
    } finally {
      await gone.close();
      await alive.close();
    }
  });

  it('keeps a digest at the user’s hour across a daylight-saving change', async () => {
    // The fake dates the episode 2026-11-01 (09:00 UTC as a date without a time), the day
    // New York goes from UTC−4 to UTC−5 at 06:00 UTC: 08:00 there is 13:00 UTC, not 12:00.
    clock = new ManualClock(Date.parse('2026-10-29T12:00:00Z'));
    const { testApp, scheduler } = await start();
    const user = await watcher(testApp);
    await patch(testApp, user, {
      timeZone: 'America/New_York',
      email: { enabled: true, mode: 'digest', digestHour: 8 },
    });
    await scheduler.runPass();
    clock.advance(Date.parse('2026-11-01T12:59:00Z') - clock.now());
    await scheduler.runPass();
    expect(await alertMailsTo(testApp.database, user.email)).toHaveLength(0);
    clock.advance(60_000);
    await scheduler.runPass();
    expect((await alertMailsTo(testApp.database, user.email)).map((mail) => mail.subject)).toEqual([
      EPISODE,
    ]);
  });

  it('mails a digest at the user’s hour in their time zone, listing the episode once', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp, scheduler } = await start();
    const user = await watcher(testApp);
    await patch(testApp, user, {
      timeZone: 'Pacific/Auckland',
      email: { enabled: true, mode: 'digest', digestHour: 7 },
    });
    await scheduler.runPass();
    // Aired 22:00 in Auckland (UTC+13): the digest is at 07:00 there, 18:00 UTC.
    clock.advance(AIRS_AT - clock.now());
    await scheduler.runPass();
    expect(await alertMailsTo(testApp.database, user.email)).toHaveLength(0);
    clock.advance(Date.parse('2026-11-25T18:00:00Z') - clock.now());
    await scheduler.runPass();
    clock.advance(HOUR * 24);
    await scheduler.runPass();
    const mails = await alertMailsTo(testApp.database, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([EPISODE]);
    expect(mails[0]?.text_body.match(/S2E4/g)).toHaveLength(1);
  });

  it('signs pushes with a key pair made once and kept in the database, or the operator’s', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const pushKey = async (testApp: TestApp, user: TestUser) =>
      (
        await testApp.app.inject({ url: '/api/alerts/push-key', ...withSession(user.token) })
      ).json<PushKeyResponse>().publicKey;
    const database = await createTestDatabase(dialect);
    try {
      const first = await start({ database });
      const user = await signUp(first.testApp.app);
      const made = await pushKey(first.testApp, user);
      await first.testApp.close();
      opened.splice(opened.indexOf(first), 1);
      const second = await start({ database });
      expect(await pushKey(second.testApp, user)).toBe(made);
    } finally {
      for (const instance of opened.splice(0)) await instance.testApp.close();
      await database.destroy();
    }

    const operators = webPush.generateVAPIDKeys();
    const { testApp } = await start({
      environment: {
        VAPID_PUBLIC_KEY: operators.publicKey,
        VAPID_PRIVATE_KEY: operators.privateKey,
      },
    });
    const push = await startLocalPushEndpoint();
    try {
      const user = await signUp(testApp.app);
      expect(await pushKey(testApp, user)).toBe(operators.publicKey);
      await testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/push-subscriptions',
        payload: push.subscription,
        ...withSession(user.token),
      });
      await patch(testApp, user, { push: { enabled: true } });
      await testApp.app.inject({
        method: 'POST',
        url: '/api/alerts/test',
        payload: { channel: 'push' },
        ...withSession(user.token),
      });
      expect(push.headers[0]?.authorization).toContain(`k=${operators.publicKey}`);
    } finally {
      await push.close();
    }
  });

  it('answers Send a test with the delivery, and validates settings at the edge', async () => {
    clock = new ManualClock(Date.parse('2026-11-22T12:00:00Z'));
    const { testApp } = await start();
    const user = await signUp(testApp.app);
    const bad = await patch(testApp, user, { timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toMatch(
      /^Invalid body\.timeZone/,
    );
    expect((await patch(testApp, user, { webhook: { url: 'ftp://x.org' } })).statusCode).toBe(400);
    expect((await patch(testApp, user, { webhook: { enabled: true } })).statusCode).toBe(400);
    expect((await patch(testApp, user, { email: { digestHour: 24 } })).statusCode).toBe(400);
    await patch(testApp, user, { webhook: { enabled: true, url: `${webhook.url}/hook` } });
    const test = await testApp.app.inject({
      method: 'POST',
      url: '/api/alerts/test',
      payload: { channel: 'webhook' },
      ...withSession(user.token),
    });
    expect(test.json<AlertTestResponse>()).toMatchObject({ ok: true, detail: 'Delivered' });
    expect(JSON.parse(hooked()[0]!.body)).toMatchObject({ alert: { kind: 'test' } });
    const signedOut = await testApp.app.inject({ url: '/api/alerts' });
    expect(signedOut.statusCode).toBe(401);
  });
});
