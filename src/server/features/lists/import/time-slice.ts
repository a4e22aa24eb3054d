import { setImmediate as nextTurn } from 'node:timers/promises';

/** Longest a run of catalogue look-ups holds the event loop before others get a turn. */
const SLICE_MS = 10;

/**
 * Offline look-ups are synchronous SQLite reads inside already-settled promises, so an import
 * would otherwise hold the event loop for all of them: `pause` gives other requests a turn
 * whenever the current slice has run its time.
 */
export class TimeSlice {
  private started = performance.now();

  async pause(): Promise<void> {
    if (performance.now() - this.started < SLICE_MS) return;
    await nextTurn();
    this.started = performance.now();
  }
}
