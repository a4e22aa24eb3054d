import { setImmediate as nextTurn } from 'node:timers/promises';

/** Longest a run of synchronous work holds the event loop before others get a turn. */
const SLICE_MS = 10;

/**
 * Offline catalogue look-ups and better-sqlite3 statements run synchronously, often inside
 * already-settled promises, so a long loop over them would hold the event loop throughout:
 * `pause` gives other requests a turn whenever the current slice has run its time. A loop over
 * hundreds of thousands of cheap items checks `spent` first, as a settled promise per item would
 * cost more than the items.
 */
export class TimeSlice {
  private started = performance.now();

  get spent(): boolean {
    return performance.now() - this.started >= SLICE_MS;
  }

  async pause(): Promise<void> {
    if (!this.spent) return;
    await nextTurn();
    this.started = performance.now();
  }
}
