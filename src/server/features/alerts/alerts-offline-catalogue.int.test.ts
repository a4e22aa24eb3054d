import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from '../../testing/fakes/fake-http-server';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS, type Dialect } from '../../testing/test-databases';
import { signUpVerified, withSession, type TestUser } from '../auth/auth-test-helpers';
import { pooledCatalogue } from '../catalogue/offline/test-catalogues';
import type { SwappableCatalogue } from '../catalogue/updates/swappable-catalogue';
import { track } from '../lists/lists-test-helpers';
import { planAlerts } from './alert-planner';
import { AlertQueue } from './alert-queue';
import type { AlertScheduler } from './alert-scheduler';
import { ALERTS_PUBLIC_URL, alertMailsTo } from './alerts-test-support';

const PUBLIC_URL = ALERTS_PUBLIC_URL;
/** Frieren in the bundled catalogue: the show, and its second season under its own id. */
const SHOW = 52991;
const SEASON_TWO = 59978;
const NAME = 'Frieren';
/** Season 2's episode 2, from its weekly slot: Friday 23:00 in Japan. */
const AIRS_AT = Date.parse('2026-01-23T14:00:00Z');

/**
 * Decision 221: a list may hold a show and its later season's own entry, and the episode must
 * alert once per channel whichever entry finds it. The offline catalogue answers both with the
 * same episode id; this drives the real catalogue, on the test clock, through the queue.
 */
describe.each(DIALECTS)('a show tracked twice, on %s', (dialect: Dialect) => {
  let webhook: FakeHttpServer;
  let clock: ManualClock;
  let catalogue: SwappableCatalogue;
  let testApp: TestApp;
  let scheduler: AlertScheduler;

  beforeAll(async () => {
    webhook = await startFakeHttpServer(() => ({ status: 200, body: 'ok' }));
    catalogue = pooledCatalogue(inject('catalogueFile'), { now: () => clock.now() });
  });
  afterAll(async () => {
    await catalogue.close();
    await webhook.close();
  });
  afterEach(async () => {
    await testApp.close();
    webhook.reset();
  });

  async function start() {
    clock = new ManualClock(Date.parse('2026-01-20T00:00:00Z'));
    let made: AlertScheduler | undefined;
    testApp = await createTestApp(
      dialect,
      { PUBLIC_URL, ALLOW_PRIVATE_WEBHOOKS: 'true' },
      { clock, onAlertScheduler: (each) => (made = each) },
    );
    if (!made) throw new Error('no alert scheduler');
    scheduler = made;
  }

  async function trackedTwice(settings: object): Promise<TestUser> {
    const user = await signUpVerified(testApp.app, testApp.database.db);
    const progress = { status: 'watching', name: NAME };
    await track(testApp.app, user.token, `tv/${SHOW}`, {
      ...progress,
      current_season: 2,
      current_episode: 1,
    });
    await track(testApp.app, user.token, `tv/${SEASON_TWO}`, {
      ...progress,
      current_season: 1,
      current_episode: 1,
    });
    const saved = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: settings,
      ...withSession(user.token),
    });
    expect(saved.statusCode).toBe(200);
    return user;
  }

  /**
   * The app's own catalogue reads the system clock, where this season ended long ago; the
   * pass's planning is run here with one on the test clock, and the app's passes send.
   */
  async function pass() {
    await planAlerts(testApp.database, catalogue, new AlertQueue(testApp.database), clock.now());
    await scheduler.runPass();
  }

  it('alerts each channel once, and a digest lists the episode once', async () => {
    await start();
    const both = await trackedTwice({
      email: { enabled: true, mode: 'episode' },
      webhook: { enabled: true, url: `${webhook.url}/hook` },
    });
    const digest = await trackedTwice({
      timeZone: 'Asia/Tokyo',
      email: { enabled: true, mode: 'digest', digestHour: 7 },
    });
    await pass();
    expect(webhook.requests).toHaveLength(0);
    clock.advance(AIRS_AT - clock.now());
    await pass();
    // Saturday 07:00 in Tokyo.
    clock.advance(Date.parse('2026-01-23T22:00:00Z') - clock.now());
    await pass();

    expect(webhook.requests).toHaveLength(1);
    const body = JSON.parse(webhook.requests[0]!.body) as { title: string };
    expect(body.title).toMatch(/^Frieren — S[12]E2$/);
    expect(await alertMailsTo(testApp.database, both.email)).toHaveLength(1);
    const digests = await alertMailsTo(testApp.database, digest.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text_body.match(/— S[12]E2/g)).toHaveLength(1);
  });
});
