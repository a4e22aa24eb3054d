import type { Clock } from '../features/auth/clock';

const WINDOW_MS = 60_000;
/** Past this many tracked addresses, every stale one is dropped, so a flood cannot grow memory. */
const SWEEP_THRESHOLD = 10_000;

interface Count {
  windowStart: number;
  current: number;
  previous: number;
}

/**
 * A sliding-window counter per key: this minute's count plus last minute's, weighted by how much
 * of it the sliding window still covers. Unlike the sign-in limits' event log (decision 054),
 * each call costs the same however high the limit, which matters on the catalogue's hot path.
 */
export class PerMinuteLimit {
  private readonly counts = new Map<string, Count>();

  constructor(
    private readonly limit: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one call for the key; returns 0 when it may go ahead, else seconds to wait. */
  take(key: string): number {
    const now = this.clock.now();
    const count = this.current(key, now);
    const elapsed = now - count.windowStart;
    const weighted = count.previous * (1 - elapsed / WINDOW_MS) + count.current;
    if (weighted >= this.limit) return Math.max(1, Math.ceil((WINDOW_MS - elapsed) / 1000));
    count.current += 1;
    return 0;
  }

  private current(key: string, now: number): Count {
    const windowStart = now - (now % WINDOW_MS);
    const known = this.counts.get(key);
    if (known?.windowStart === windowStart) return known;
    const previous = known?.windowStart === windowStart - WINDOW_MS ? known.current : 0;
    const fresh = { windowStart, current: 0, previous };
    if (!known && this.counts.size >= SWEEP_THRESHOLD) this.sweep(windowStart);
    this.counts.set(key, fresh);
    return fresh;
  }

  private sweep(windowStart: number): void {
    for (const [key, count] of this.counts) {
      if (count.windowStart < windowStart - WINDOW_MS) this.counts.delete(key);
    }
  }
}
