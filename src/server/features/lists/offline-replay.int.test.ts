import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { openIndexedDbStore } from '../../../client/features/offline/key-value-store';
import { OfflineLists, type PendingBatch } from '../../../client/features/offline/offline-lists';
import type { ManualClock } from '../../testing/test-app';
import { type TestApp } from '../../testing/test-app';
import { DIALECTS } from '../../testing/test-databases';
import { withSignedInApp } from '../../testing/signed-in-app';
import { withSession, type TestUser } from '../auth/auth-test-helpers';
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

  withSignedInApp(dialect, async (started) => {
    ({ testApp, clock, user } = started);
    const store = await openIndexedDbStore('tsuzuki-offline', new IDBFactory());
    device = new OfflineLists(store, () => clock.now());
  });

  async function send(batch: PendingBatch): Promise<TrackedTitle | undefined> {
    const { request, madeAt } = batch;
    const path = `${request.key.media_type}/${request.key.id}`;
    if (request.kind === 'delete') {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/lists/${path}?clientUpdatedAt=${madeAt}`,
        ...withSession(user.token),
      });
      if (response.statusCode >= 400) throw new Error(response.body);
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

  describe('with removals (decision 135)', () => {
    const remove = (query = '') =>
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/lists/tv/5114${query}`,
        ...withSession(user.token),
      });

    it('keeps a title removed elsewhere when an older change to it arrives', async () => {
      await track(testApp.app, user.token, 'tv/5114', { status: 'watching', current_episode: 5 });
      clock.advance(1000);
      await device.enqueue(user.uid, { kind: 'put', key: FMA, body: { status: 'onHold' } });
      clock.advance(1000);
      expect((await remove()).statusCode).toBe(204);

      clock.advance(60_000);
      const report = await device.replay(user.uid, { send, isTransient: () => false });
      expect(report.refused).toHaveLength(1);
      expect(String(report.refused[0]?.error)).toContain(
        'This title was removed from your lists after this change was made',
      );
      expect(await everyTitle(testApp.app, user.token)).toEqual([]);

      // Added again now: a new change, so it is back.
      await track(testApp.app, user.token, 'tv/5114', { status: 'planToWatch' });
      expect(await everyTitle(testApp.app, user.token)).toHaveLength(1);
    });

    it('keeps a title changed elsewhere after an offline removal of it', async () => {
      await track(testApp.app, user.token, 'tv/5114', { status: 'watching', current_episode: 5 });
      clock.advance(1000);
      await device.enqueue(user.uid, { kind: 'delete', key: FMA });
      clock.advance(1000);
      await track(testApp.app, user.token, 'tv/5114', { current_episode: 6 });

      clock.advance(60_000);
      await device.replay(user.uid, { send, isTransient: () => false });
      expect(await everyTitle(testApp.app, user.token)).toEqual([
        expect.objectContaining({ current_episode: 6 }),
      ]);
    });

    it('removes a title not changed since the offline removal, and refuses a bad time', async () => {
      await track(testApp.app, user.token, 'tv/5114', { status: 'watching' });
      clock.advance(1000);
      await device.enqueue(user.uid, { kind: 'delete', key: FMA });
      clock.advance(60_000);
      await device.replay(user.uid, { send, isTransient: () => false });
      expect(await everyTitle(testApp.app, user.token)).toEqual([]);

      const bad = await remove('?clientUpdatedAt=yesterday');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('clientUpdatedAt must be epoch milliseconds');
    });
  });
});
