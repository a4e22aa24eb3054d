import type { EntryFieldsPatch } from '../../../shared/list-entry';
import type {
  TrackedTitle,
  TrackedTitleKey,
  TrackedTitleWrite,
} from '../../../shared/tracked-title';
import { trackedTitleKeyText } from '../../../shared/tracked-title-basics';
import { cacheLimit, entriesToEvict, utf8Bytes, type CacheUsage } from './cache-cap';
import type { KeyValueStore } from './key-value-store';

/** Spec §9: the document store client keeps at most 10 pending write batches. */
export const MAX_PENDING_BATCHES = 10;

/** A list write as it goes to the server, kept while the server cannot be reached. */
export type ListRequest =
  | { kind: 'put'; key: TrackedTitleKey; body: Omit<TrackedTitleWrite, 'clientUpdatedAt'> }
  /** One season's score, dates, rewatches, notes, tags or favourite (the season's own PUT). */
  | { kind: 'entry'; key: TrackedTitleKey; season: number; body: EntryFieldsPatch }
  | { kind: 'delete'; key: TrackedTitleKey };

export interface PendingBatch {
  id: string;
  request: ListRequest;
  /** Epoch ms when the user made the change: sent as clientUpdatedAt, so it wins only over older writes. */
  madeAt: number;
}

export class PendingWritesFullError extends Error {
  override readonly name = 'PendingWritesFullError';

  constructor() {
    super(
      `${MAX_PENDING_BATCHES} changes are already waiting to be sent, the most this device keeps. ` +
        'This one was not kept; the waiting ones are safe. Try again once you are back online.',
    );
  }
}

/** What one replay did: batches the server took (with its answer) or refused, and why it stopped. */
export interface ReplayReport {
  sent: { batch: PendingBatch; saved: TrackedTitle | undefined }[];
  refused: { batch: PendingBatch; error: unknown }[];
  /** The failure that stopped the replay (the server still cannot be reached), if any. */
  stoppedBy: unknown;
}

export interface ReplayOptions {
  send: (batch: PendingBatch) => Promise<TrackedTitle | undefined>;
  /** A failure worth retrying later (no answer, 5xx); any other means the server refused. */
  isTransient: (error: unknown) => boolean;
}

const snapshotKey = (uid: string) => `lists:${uid}:snapshot`;
const queueKey = (uid: string) => `lists:${uid}:queue`;
/** Sizes and save times of the saved lists; under `lists:`, so signing out clears it too. */
const USAGE_KEY = 'lists:cache-usage';

const fieldsOf = (request: ListRequest) => {
  if (request.kind === 'delete') return '';
  const fields = Object.keys(request.body).sort().join();
  return request.kind === 'entry' ? `${request.season}:${fields}` : fields;
};

/**
 * The newest write joins the last pending one when it sets the same fields of the same title
 * (stepping an episode five times is one change to send, not five), or of the same season's
 * entry; anything else is a batch of its own, so the order of changes to different fields and
 * titles is kept.
 */
function joins(last: PendingBatch | undefined, request: ListRequest): last is PendingBatch {
  return (
    last !== undefined &&
    request.kind !== 'delete' &&
    last.request.kind === request.kind &&
    trackedTitleKeyText(last.request.key) === trackedTitleKeyText(request.key) &&
    fieldsOf(last.request) === fieldsOf(request)
  );
}

/**
 * The signed-in user's lists as this device last saw them, and the writes made while the
 * server could not be reached, kept in order until they are sent (spec §8, §9).
 */
export class OfflineLists {
  /** Replays of this tab run one at a time; other tabs are kept out by a Web Lock. */
  private replaying: Promise<unknown> = Promise.resolve();
  private lastId = 0;

  private readonly cacheBytes: number;

  constructor(
    private readonly store: KeyValueStore,
    private readonly clock: () => number = Date.now,
    cacheBytes?: number,
  ) {
    this.cacheBytes = cacheLimit(cacheBytes);
  }

  snapshot(uid: string): Promise<TrackedTitle[] | undefined> {
    return this.store.get<TrackedTitle[]>(snapshotKey(uid));
  }

  /**
   * Saves a user's list, then drops the lists saved longest ago (other users' on a shared
   * device) while the saved lists together exceed the cache's size (spec §9). Waiting writes
   * are never dropped: they are the user's changes, and at most 10.
   */
  async saveSnapshot(uid: string, items: TrackedTitle[]): Promise<void> {
    const key = snapshotKey(uid);
    await this.store.set(key, items);
    const entry = { bytes: utf8Bytes(JSON.stringify(items)), savedAt: this.clock() };
    const usage = await this.store.update<CacheUsage>(USAGE_KEY, (held = {}) => ({
      ...held,
      [key]: entry,
    }));
    const evicted = entriesToEvict(usage ?? {}, this.cacheBytes, key);
    if (evicted.length === 0) return;
    for (const old of evicted) await this.store.update(old, () => undefined);
    await this.store.update<CacheUsage>(USAGE_KEY, (held = {}) =>
      Object.fromEntries(Object.entries(held).filter(([entryKey]) => !evicted.includes(entryKey))),
    );
  }

  async pending(uid: string): Promise<PendingBatch[]> {
    return (await this.store.get<PendingBatch[]>(queueKey(uid))) ?? [];
  }

  /** Keeps a write to send later; throws PendingWritesFullError (keeping the rest) when full. */
  async enqueue(uid: string, request: ListRequest): Promise<PendingBatch[]> {
    const madeAt = this.clock();
    const queue = await this.store.update<PendingBatch[]>(queueKey(uid), (held = []) => {
      // A joined batch gets a new id: a replay sending the old one must not remove it.
      const batch = { id: this.nextId(madeAt), request, madeAt };
      if (joins(held.at(-1), request)) return [...held.slice(0, -1), batch];
      if (held.length >= MAX_PENDING_BATCHES) throw new PendingWritesFullError();
      return [...held, batch];
    });
    return queue ?? [];
  }

  private nextId(madeAt: number): string {
    this.lastId += 1;
    return `${madeAt.toString(36)}-${this.lastId}-${Math.random().toString(36).slice(2, 8)}`;
  }

  /**
   * Sends the pending batches oldest first, each removed once the server answered it. A batch
   * the server refuses (it can never succeed) is dropped and reported; a failure to reach it
   * stops the replay with the rest still queued.
   */
  replay(uid: string, options: ReplayOptions): Promise<ReplayReport> {
    const run = () => withReplayLock(uid, () => this.replayQueue(uid, options));
    const result = this.replaying.then(run, run);
    this.replaying = result.catch(() => undefined);
    return result;
  }

  private async replayQueue(uid: string, { send, isTransient }: ReplayOptions) {
    const report: ReplayReport = { sent: [], refused: [], stoppedBy: null };
    for (;;) {
      const [batch] = await this.pending(uid);
      if (!batch) return report;
      try {
        report.sent.push({ batch, saved: await send(batch) });
      } catch (error) {
        if (isTransient(error)) return { ...report, stoppedBy: error };
        report.refused.push({ batch, error });
      }
      await this.store.update<PendingBatch[]>(queueKey(uid), (held = []) => {
        const rest = held.filter((pending) => pending.id !== batch.id);
        return rest.length > 0 ? rest : undefined;
      });
    }
  }

  /** Signing out leaves no one's lists on the device. */
  forgetAll(): Promise<void> {
    return this.store.deletePrefix('lists:');
  }
}

function withReplayLock<T>(uid: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request(`tsuzuki-replay-${uid}`, work) as Promise<T>;
}
