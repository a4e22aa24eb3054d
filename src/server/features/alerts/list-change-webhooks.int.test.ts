import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AlertSettings, WebhookSecret } from '../../../shared/alerts-api';
import type { ApiErrorBody } from '../../../shared/api-error';
import {
  startFakeHttpServer,
  type FakeHttpServer,
  type RecordedRequest,
} from '../../testing/fakes/fake-http-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DIALECTS, type Dialect } from '../../testing/test-databases';
import { signUp, withSession, type TestUser, chooseOnProfile } from '../auth/auth-test-helpers';
import { importFixture, importThroughApi } from '../lists/import/import-test-helpers';
import { track } from '../lists/lists-test-helpers';
import { ALERTS_PUBLIC_URL } from './alerts-test-support';
import type { ListChangeEvent, ListChangeTiming } from './list-change-webhooks';

/** Short waits, so a test sees the coalescing and the gap without waiting the real ones. */
const TIMING: ListChangeTiming = {
  coalesceMs: 300,
  minGapMs: 1_000,
  backoff: { baseMs: 200, factor: 2, maxMs: 1_000 },
};
const QUIET_MS = TIMING.minGapMs + TIMING.coalesceMs + 700;

describe.each(DIALECTS)('the list-change webhook on %s', (dialect: Dialect) => {
  let receiver: FakeHttpServer;
  let testApp: TestApp;
  let user: TestUser;
  let status = 200;
  /** When each post reached the receiver, in this process's time. */
  let arrivals: number[] = [];

  beforeAll(async () => {
    receiver = await startFakeHttpServer((request) => {
      if (request.path === '/hook') arrivals.push(Date.now());
      return { status, body: 'ok' };
    });
  });
  afterAll(async () => {
    await receiver.close();
  });
  afterEach(async () => {
    await testApp.close();
    receiver.reset();
    arrivals = [];
    status = 200;
  });

  async function start(listChanges: boolean): Promise<void> {
    testApp = await createTestApp(
      dialect,
      { PUBLIC_URL: ALERTS_PUBLIC_URL, ALLOW_PRIVATE_WEBHOOKS: 'true' },
      { listChangeTiming: TIMING },
    );
    user = await signUp(testApp.app);
    const saved = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: { webhook: { enabled: true, url: `${receiver.url}/hook`, listChanges } },
      ...withSession(user.token),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AlertSettings>().webhook.listChanges).toBe(listChanges);
  }

  const posts = () => receiver.requests.filter((request) => request.path === '/hook');
  const eventOf = (request: RecordedRequest) => JSON.parse(request.body) as ListChangeEvent;

  /** Waits until posts came and none came for longer than the gap between two. */
  async function settled(): Promise<RecordedRequest[]> {
    let seen = -1;
    while (posts().length === 0 || posts().length !== seen) {
      seen = posts().length;
      await sleep(QUIET_MS);
    }
    return posts();
  }

  async function secret(): Promise<string> {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/alerts/webhook-secret',
      ...withSession(user.token),
    });
    return answer.json<WebhookSecret>().secret;
  }

  it('posts a burst of changes as one signed event: each title as the list answers it, and removals', async () => {
    await start(true);
    for (let episode = 1; episode <= 12; episode++) {
      await track(testApp.app, user.token, 'tv/1', {
        status: 'watching',
        name: 'Frieren',
        current_episode: episode,
        entry: { score: 80, notes: 'Quiet and lovely.' },
      });
    }
    await track(testApp.app, user.token, 'movie/2', { status: 'completed', title: 'Suzume' });
    await track(testApp.app, user.token, 'tv/3', { status: 'planToWatch', name: 'Gone' });
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/lists/tv/3',
      ...withSession(user.token),
    });
    expect(removed.statusCode).toBe(204);

    const received = await settled();
    // However the writes fell across the windows, the last word on each title is its state now.
    expect(received.length).toBeLessThanOrEqual(3);
    const last = new Map<string, unknown>();
    for (const request of received) {
      const event = eventOf(request);
      for (const title of event.saved) last.set(`${title.media_type}/${title.id}`, title);
      for (const key of event.removed) last.set(`${key.media_type}/${key.id}`, 'removed');
    }
    expect(last.get('tv/1')).toMatchObject({
      status: 'watching',
      current_episode: 12,
      name: 'Frieren',
      seasons: [expect.objectContaining({ season: 1, score: 80, notes: 'Quiet and lovely.' })],
    });
    expect(last.get('movie/2')).toMatchObject({ status: 'completed', title: 'Suzume' });
    expect(last.get('tv/3') ?? 'removed').toBe('removed');

    const key = await secret();
    for (const request of received) {
      const timestamp = String(request.headers['x-tsuzuki-timestamp']);
      const expected = createHmac('sha256', key).update(`${timestamp}.${request.body}`);
      expect(request.headers['x-tsuzuki-signature']).toBe(`sha256=${expected.digest('hex')}`);
      const event = eventOf(request);
      expect(event).toMatchObject({
        event: 'list.changed',
        moreTitles: 0,
        imported: null,
        click: `${ALERTS_PUBLIC_URL}/mylists`,
      });
      expect(Date.parse(event.sentAt)).toBeGreaterThan(0);
    }
  });

  it('words the post in its reader’s language, naming the title in their title language', async () => {
    await start(true);
    await chooseOnProfile(testApp.app, user.token, { 'profile.language': 'ja' });
    // Frieren in the bundled test catalogue, which knows its Japanese name.
    await track(testApp.app, user.token, 'tv/52991', {
      status: 'watching',
      name: 'Frieren',
      current_episode: 3,
    });
    const [post] = await settled();
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      title: 'リストが変更されました',
      message: '葬送のフリーレン: 視聴中、S1・第3話',
    });
  });

  it('turns a flood of list writes into a few posts, at least the gap apart', async () => {
    await start(true);
    const started = Date.now();
    const writes = 150;
    for (let write = 1; write <= writes; write++) {
      // Ids the test catalogue does not know, so no episode count bounds the progress.
      await track(testApp.app, user.token, `tv/${990_000 + (write % 30)}`, {
        status: 'watching',
        name: `Show ${write % 30}`,
        current_episode: write,
      });
    }
    const elapsed = Date.now() - started;
    const received = await settled();
    // One post per gap while the writes last, the first after the short wait, one after them.
    expect(received.length).toBeLessThanOrEqual(Math.ceil(elapsed / TIMING.minGapMs) + 2);
    expect(received.length).toBeLessThan(writes / 5);
    const gaps = arrivals.slice(1).map((time, index) => time - (arrivals[index] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(TIMING.minGapMs - 50);
    const described = new Set(
      received.flatMap((request) => eventOf(request).saved.map((title) => title.id)),
    );
    expect(described.size).toBe(30);
  });

  it('posts an import as one summary, not one post per title', async () => {
    await start(true);
    const { report } = await importThroughApi(
      testApp.app,
      user.token,
      'mal',
      importFixture('mal-animelist.xml'),
      'application/xml',
    );
    expect(report.matched.length).toBeGreaterThan(1);
    const received = await settled();
    expect(received).toHaveLength(1);
    expect(eventOf(received[0] as RecordedRequest)).toMatchObject({
      saved: [],
      removed: [],
      imported: {
        matched: report.matched.length,
        unmatched: report.unmatched.length,
        skipped: report.skipped.length,
      },
    });
  });

  it('retries a failed post with backoff, and posts nothing when list changes are not asked for', async () => {
    await start(true);
    status = 500;
    await track(testApp.app, user.token, 'tv/7', { status: 'watching', current_episode: 1 });
    while (posts().length < 2) await sleep(100);
    status = 200;
    const received = await settled();
    const [first, ...retries] = received.map(eventOf);
    expect(first?.saved.map((title) => title.id)).toEqual([7]);
    expect(retries.at(-1)?.saved.map((title) => title.id)).toEqual([7]);

    receiver.reset();
    const off = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: { webhook: { listChanges: false } },
      ...withSession(user.token),
    });
    expect(off.json<AlertSettings>().webhook.listChanges).toBe(false);
    await track(testApp.app, user.token, 'tv/8', { status: 'watching', current_episode: 1 });
    await sleep(QUIET_MS);
    expect(posts()).toHaveLength(0);
  });

  it('refuses a list-changes setting that is not true or false', async () => {
    await start(false);
    const answer = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/alerts',
      payload: { webhook: { listChanges: 'yes' } },
      ...withSession(user.token),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ApiErrorBody>().error.message).toContain('webhook.listChanges');
  });
});
