import type { RateLimit } from './rate-limit';

/** Past this many tracked keys, those of past windows are dropped, so a flood cannot grow memory. */
const SWEEP_THRESHOLD = 10_000;
/** How much of the limit an instance takes from the shared count at once. */
const BATCH_SHARE = 1 / 20;

interface Tally {
  windowStart: number;
  /** Calls this instance took from the shared count and has not spent yet. */
  left: number;
  /** The shared count had no more room this window. */
  spent: boolean;
  taking?: Promise<void>;
}

/**
 * A rate limit for calls that must not wait on the database (decision 200): each instance takes
 * calls from the shared count a batch (a twentieth of the limit) at a time, one atomic step in
 * the store, and spends them from memory, taking the next batch before this one runs out. So the
 * limit holds across instances, and a key may be refused early by at most the batches other
 * instances hold unspent. Only a key's first call of a window waits for the store.
 */
export class HotPathLimit {
  private readonly tallies = new Map<string, Tally>();
  private readonly batch: number;

  constructor(private readonly limit: RateLimit) {
    this.batch = Math.max(1, Math.floor(limit.policy.limit * BATCH_SHARE));
  }

  /** Counts one call: 0 when it may go ahead, else milliseconds to wait. */
  take(key: string): number | Promise<number> {
    const window = this.limit.windowNow();
    const tally = this.tallyOf(key, window.start);
    if (tally.left > 0) {
      tally.left -= 1;
      if (tally.left * 2 < this.batch) void this.takeBatch(key, tally);
      return 0;
    }
    if (tally.spent) return window.remainingMs;
    return this.takeBatch(key, tally).then(() => this.take(key));
  }

  private takeBatch(key: string, tally: Tally): Promise<void> {
    if (tally.spent) return Promise.resolve();
    tally.taking ??= this.limit
      .add(key, this.batch, tally.windowStart)
      .then(
        (count) =>
          Math.max(0, Math.min(this.batch, this.limit.policy.limit - (count - this.batch))),
        // The store's insurance answers for an unreachable database; past that, calls go ahead.
        () => this.batch,
      )
      .then((granted) => {
        tally.left += granted;
        tally.spent = granted < this.batch;
        tally.taking = undefined;
      });
    return tally.taking;
  }

  private tallyOf(key: string, windowStart: number): Tally {
    const known = this.tallies.get(key);
    if (known?.windowStart === windowStart) return known;
    if (!known && this.tallies.size >= SWEEP_THRESHOLD) this.sweep(windowStart);
    const fresh = { windowStart, left: 0, spent: false };
    this.tallies.set(key, fresh);
    return fresh;
  }

  private sweep(windowStart: number): void {
    for (const [key, tally] of this.tallies) {
      if (tally.windowStart < windowStart) this.tallies.delete(key);
    }
  }
}
