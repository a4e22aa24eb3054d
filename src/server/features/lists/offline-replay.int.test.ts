import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { openIndexedDbStore } from '../../../client/features/offline/key-value-store';
import { OfflineLists, type PendingBatch } from '../../../client/features/offline/offline-lists';
import { createTestApp, ManualClock, type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { signUp, withSession, type TestUser } from '../auth/auth-test-helpers';
import { everyTitle, putTitle, track } from './lists-test-helpers';

const FMA = { media_type: 'tv', id: 5114 } as const;

/**
 * The client's offline queue replayed against the real server: each field ends with its latest
 * change, wherever it was made (decision 091), and the answers show that result.
 */
describe.each(DIALECTS)('replaying changes made offline on %s', (dialect) => {
  let testApp: TestApp;
  let clock: ManualClock;
  let user: TestUser;
  let device: OfflineLists;

  beforeEach(async () => {
    clock = new ManualClock();
    testApp = await createTestApp(dialect, {}, { clock });
    user = await signUp(testApp.app);
    const store = await openIndexedDbStore('tsuzuki-offline', new IDBFactory());
    device = new OfflineLists(store, () => clock.now());
  });
  afterEach(async () => {
    await testApp.close();
  });

  async function send(batch: PendingBatch): Promise<TrackedTitle | undefined> {
    const { request, madeAt } = batch;
    const path = `${request.key.media_type}/${request.key.id}`;
    if (request.kind === 'delete') {
      await testApp.app.inject({
        method: 'DELETE',
        url: `/api/lists/${path}`,
        ...withSession(user.token),
      });
      return undefined;
    }
    const response = await putTitle(testApp.app, user.token, path, {
      ...request.body,
      clientUpdatedAt: madeAt,
    });
    if (response.statusCode >= 400) throw new Error(response.body);
    return response.json<TrackedTitle>();
  }

  it('keeps offline progress and a later move made elsewhere, and answers that result', async () => {
    await track(testApp.app, user.token, 'tv/5114', { status: 'watching', current_episode: 5 });
    clock.advance(1000);
    await device.enqueue(user.uid, { kind: 'put', key: FMA, body: { current_episode: 6 } });
    clock.advance(1000);
    await device.enqueue(user.uid, { kind: 'put', key: FMA, body: { status: 'onHold' } });
    // Another device, online meanwhile, completes the show: the newest status.
    clock.advance(1000);
    await track(testApp.app, user.token, 'tv/5114', { status: 'completed' });

    clock.advance(60_000);
    const report = await device.replay(user.uid, { send, isTransient: () => false });
    expect(report.sent.map(({ saved }) => saved?.status)).toEqual(['completed', 'completed']);
    expect(report.sent.at(-1)?.saved).toMatchObject({ status: 'completed', current_episode: 6 });
    expect(await everyTitle(testApp.app, user.token)).toEqual([
      expect.objectContaining({ status: 'completed', current_episode: 6 }),
    ]);
  });

  it('lets offline changes win over older ones, in the order they were made', async () => {
    await track(testApp.app, user.token, 'tv/5114', { status: 'watching', current_episode: 5 });
    clock.advance(1000);
    for (const current_episode of [6, 7]) {
      await device.enqueue(user.uid, { kind: 'put', key: FMA, body: { current_episode } });
      clock.advance(1000);
    }
    await device.enqueue(user.uid, { kind: 'put', key: FMA, body: { status: 'completed' } });
    clock.advance(1000);
    await device.enqueue(user.uid, {
      kind: 'put',
      key: { media_type: 'movie', id: 199 },
      body: { status: 'planToWatch', title: 'Sen to Chihiro no Kamikakushi' },
    });

    clock.advance(60_000);
    await device.replay(user.uid, { send, isTransient: () => false });
    const titles = await everyTitle(testApp.app, user.token);
    expect(titles.map(({ id, status, current_episode }) => [id, status, current_episode])).toEqual(
      expect.arrayContaining([
        [5114, 'completed', 7],
        [199, 'planToWatch', 1],
      ]),
    );
    expect(await device.pending(user.uid)).toEqual([]);
  });
});
