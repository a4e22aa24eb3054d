import { setImmediate as nextTurn } from 'node:timers/promises';

/** Longest a run of synchronous work holds the event loop before others get a turn. */
const SLICE_MS = 10;

/**
 * Offline catalogue look-ups and better-sqlite3 statements run synchronously, often inside
 * already-settled promises, so a long loop over them would hold the event loop throughout:
 * `pause` gives other requests a turn whenever the current slice has run its time, and costs
 * only a clock read and a settled promise otherwise, so it can be called for every item.
 */
export class TimeSlice {
  private started = performance.now();

  async pause(): Promise<void> {
    if (performance.now() - this.started < SLICE_MS) return;
    await nextTurn();
    this.started = performance.now();
  }
}
