import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrackedFieldsPatch, TrackedTitle } from '../../../shared/tracked-title';
import { trackedTitle } from '../lists/tracked-title-fixture';
import { openIndexedDbStore } from './key-value-store';
import {
  MAX_PENDING_BATCHES,
  OfflineLists,
  PendingWritesFullError,
  type ListRequest,
  type PendingBatch,
} from './offline-lists';

const UID = 'u_1';
const FMA = { media_type: 'tv', id: 5114 } as const;
const STEINS = { media_type: 'tv', id: 9253 } as const;
const T0 = Date.UTC(2026, 10, 1);

let factory: IDBFactory;
let now: number;

/** A page load: a new connection to the same database, as after a reload. */
async function load(): Promise<OfflineLists> {
  return new OfflineLists(await openIndexedDbStore('tsuzuki-offline', factory), () => now);
}

const put = (key: typeof FMA | typeof STEINS, body: TrackedFieldsPatch): ListRequest => ({
  kind: 'put',
  key,
  body,
});

class Unreachable extends Error {}

/** The server's side of a replay: what each request sent, answering the title as given. */
function recordingServer(
  answer: (batch: PendingBatch) => TrackedTitle | undefined = () => undefined,
) {
  const received: PendingBatch[] = [];
  return {
    received,
    send: (batch: PendingBatch) => {
      received.push(batch);
      return Promise.resolve(answer(batch));
    },
    isTransient: (error: unknown) => error instanceof Unreachable,
  };
}

beforeEach(() => {
  factory = new IDBFactory();
  now = T0;
});

describe('keeping writes while the server cannot be reached', () => {
  it('sends them in the order they were made, each with when it was made', async () => {
    const lists = await load();
    await lists.enqueue(UID, put(FMA, { current_episode: 6 }));
    now += 1000;
    await lists.enqueue(UID, put(STEINS, { status: 'completed' }));
    now += 1000;
    await lists.enqueue(UID, { kind: 'delete', key: FMA });

    const server = recordingServer();
    const report = await lists.replay(UID, server);
    expect(
      server.received.map((batch) => [batch.request.kind, batch.request.key.id, batch.madeAt]),
    ).toEqual([
      ['put', 5114, T0],
      ['put', 9253, T0 + 1000],
      ['delete', 5114, T0 + 2000],
    ]);
    expect(report.sent).toHaveLength(3);
    expect(await lists.pending(UID)).toEqual([]);
  });

  it('joins repeated steps of the same fields into one batch holding the newest values', async () => {
    const lists = await load();
    await lists.enqueue(UID, put(FMA, { current_season: 1, current_episode: 6 }));
    now += 500;
    await lists.enqueue(UID, put(FMA, { current_season: 1, current_episode: 7 }));
    await lists.enqueue(UID, put(FMA, { status: 'completed' }));
    const pending = await lists.pending(UID);
    expect(pending.map((batch) => batch.request)).toEqual([
      put(FMA, { current_season: 1, current_episode: 7 }),
      put(FMA, { status: 'completed' }),
    ]);
    expect(pending[0]?.madeAt).toBe(T0 + 500);
  });

  it('joins a season’s entry changes of the same fields, not another season’s nor the title’s', async () => {
    const lists = await load();
    const entry = (season: number, score: number) =>
      ({ kind: 'entry', key: FMA, season, body: { score } }) as const;
    await lists.enqueue(UID, entry(1, 60));
    await lists.enqueue(UID, entry(1, 70));
    await lists.enqueue(UID, entry(2, 80));
    await lists.enqueue(UID, put(FMA, { current_episode: 3 }));
    await lists.enqueue(UID, { kind: 'entry', key: FMA, season: 2, body: { notes: 'Again.' } });
    const pending = await lists.pending(UID);
    expect(pending.map((batch) => batch.request)).toEqual([
      entry(1, 70),
      entry(2, 80),
      put(FMA, { current_episode: 3 }),
      { kind: 'entry', key: FMA, season: 2, body: { notes: 'Again.' } },
    ]);
  });

  it('keeps at most 10 batches: the eleventh is refused and nothing queued is lost', async () => {
    const lists = await load();
    for (let episode = 1; episode <= MAX_PENDING_BATCHES; episode += 1) {
      const key = episode % 2 === 0 ? FMA : STEINS;
      await lists.enqueue(UID, put(key, { current_episode: episode }));
    }
    const full = await lists.pending(UID);
    expect(full).toHaveLength(MAX_PENDING_BATCHES);

    await expect(lists.enqueue(UID, put(STEINS, { status: 'dropped' }))).rejects.toBeInstanceOf(
      PendingWritesFullError,
    );
    expect(await lists.pending(UID)).toEqual(full);
    // A further step of the last batch's fields still fits: it adds no batch.
    await lists.enqueue(UID, put(FMA, { current_episode: 11 }));
    expect((await lists.pending(UID)).at(-1)?.request).toEqual(put(FMA, { current_episode: 11 }));
  });

  it('tells the user in words what happened when the queue is full', () => {
    expect(new PendingWritesFullError().message).toBe(
      '10 changes are already waiting to be sent, the most this device keeps. This one was not ' +
        'kept; the waiting ones are safe. Try again once you are back online.',
    );
  });

  it('still has them after a reload, and sends them then', async () => {
    const before = await load();
    await before.enqueue(UID, put(FMA, { current_episode: 9 }));
    await before.saveSnapshot(UID, [trackedTitle()]);

    const after = await load();
    expect(await after.snapshot(UID)).toEqual([trackedTitle()]);
    const server = recordingServer();
    await after.replay(UID, server);
    expect(server.received.map((batch) => batch.request)).toEqual([
      put(FMA, { current_episode: 9 }),
    ]);
  });

  it('stops at the first batch the server cannot be reached for, keeping it and the rest', async () => {
    const lists = await load();
    await lists.enqueue(UID, put(FMA, { current_episode: 2 }));
    await lists.enqueue(UID, put(STEINS, { status: 'onHold' }));
    const report = await lists.replay(UID, {
      send: () => Promise.reject(new Unreachable('no answer')),
      isTransient: (error) => error instanceof Unreachable,
    });
    expect(report.stoppedBy).toBeInstanceOf(Unreachable);
    expect(await lists.pending(UID)).toHaveLength(2);
  });

  it('drops a batch the server refuses, reports it and sends the rest', async () => {
    const lists = await load();
    await lists.enqueue(UID, put(FMA, { current_episode: 2 }));
    await lists.enqueue(UID, put(STEINS, { status: 'onHold' }));
    const refusal = new Error('Invalid body.current_episode');
    const report = await lists.replay(UID, {
      send: (batch) =>
        batch.request.key.id === FMA.id ? Promise.reject(refusal) : Promise.resolve(undefined),
      isTransient: () => false,
    });
    expect(report.refused.map(({ error }) => error)).toEqual([refusal]);
    expect(report.sent.map(({ batch }) => batch.request.key.id)).toEqual([STEINS.id]);
    expect(await lists.pending(UID)).toEqual([]);
  });

  it('sends a write made while the replay ran after the batch it joined', async () => {
    const lists = await load();
    await lists.enqueue(UID, put(FMA, { current_episode: 2 }));
    const server = recordingServer((batch) => {
      if (batch.request.kind === 'put' && batch.request.body.current_episode === 2) {
        void lists.enqueue(UID, put(FMA, { current_episode: 3 }));
      }
      return undefined;
    });
    await lists.replay(UID, server);
    await lists.replay(UID, server);
    expect(server.received.map((batch) => batch.request)).toEqual([
      put(FMA, { current_episode: 2 }),
      put(FMA, { current_episode: 3 }),
    ]);
  });

  it('forgets every user on sign-out', async () => {
    const lists = await load();
    await lists.saveSnapshot(UID, [trackedTitle()]);
    await lists.enqueue(UID, put(FMA, { current_episode: 4 }));
    await lists.forgetAll();
    expect(await lists.snapshot(UID)).toBeUndefined();
    expect(await lists.pending(UID)).toEqual([]);
  });
});

describe('the saved lists’ size (spec §9: a cache of about 40 MB)', () => {
  /** A list of about `kilobytes` KB, as the cache counts it. */
  const listOf = (kilobytes: number) =>
    Array.from({ length: kilobytes }, (_, index) =>
      trackedTitle({ id: index + 1, overview: 'x'.repeat(1024 - 400) }),
    );

  async function smallCache(): Promise<OfflineLists> {
    // The spec's smallest cache, 1 MiB, so the test needs only a few lists of 400 KB.
    return new OfflineLists(await openIndexedDbStore('tsuzuki-offline', factory), () => now, 1);
  }

  it('keeps every saved list while they fit together', async () => {
    const lists = await smallCache();
    await lists.saveSnapshot('u_1', listOf(300));
    now += 1000;
    await lists.saveSnapshot('u_2', listOf(300));
    expect(await lists.snapshot('u_1')).toHaveLength(300);
    expect(await lists.snapshot('u_2')).toHaveLength(300);
  });

  it('drops the lists saved longest ago beyond it, never the one just saved nor waiting writes', async () => {
    const lists = await smallCache();
    await lists.saveSnapshot('u_1', listOf(400));
    await lists.enqueue('u_1', put(FMA, { current_episode: 6 }));
    now += 1000;
    await lists.saveSnapshot('u_2', listOf(400));
    now += 1000;
    // u_2 saved again later: u_1's is now the oldest.
    await lists.saveSnapshot('u_2', listOf(400));
    now += 1000;
    await lists.saveSnapshot('u_3', listOf(400));

    expect(await lists.snapshot('u_1')).toBeUndefined();
    expect(await lists.snapshot('u_2')).toHaveLength(400);
    expect(await lists.snapshot('u_3')).toHaveLength(400);
    expect(await lists.pending('u_1')).toHaveLength(1);

    now += 1000;
    await lists.saveSnapshot('u_4', listOf(2000));
    expect(await lists.snapshot('u_4')).toHaveLength(2000);
    expect(await lists.snapshot('u_2')).toBeUndefined();
    expect(await lists.snapshot('u_3')).toBeUndefined();
  });

  it('forgets what it counted when everyone’s lists are cleared', async () => {
    const lists = await smallCache();
    await lists.saveSnapshot('u_1', listOf(600));
    const store = await openIndexedDbStore('tsuzuki-offline', factory);
    expect(await store.get('lists:cache-usage')).toHaveProperty(['lists:u_1:snapshot']);
    await lists.forgetAll();
    expect(await store.get('lists:cache-usage')).toBeUndefined();
  });
});
