import type { Clock } from './clock';

export interface RateLimitPolicy {
  /** How many events a key may have inside the window. */
  limit: number;
  windowMs: number;
}

/** Past this many tracked keys, every stale key is swept, so memory stays bounded under a flood. */
const SWEEP_THRESHOLD = 10_000;

/**
 * A sliding-window log per key, kept in this process: each key remembers the times of its
 * recent events, and is blocked while `limit` of them fall inside the window (decision 054).
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly policy: RateLimitPolicy,
    private readonly clock: Clock,
  ) {}

  /** Milliseconds until the key may act again; 0 when it may act now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.policy.limit) return 0;
    const oldest = recent[recent.length - this.policy.limit] ?? this.clock.now();
    return Math.max(1, oldest + this.policy.windowMs - this.clock.now());
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.clock.now());
    this.events.set(key, recent);
    if (this.events.size > SWEEP_THRESHOLD) this.sweep();
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.clock.now() - this.policy.windowMs;
    const kept = (this.events.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  private sweep(): void {
    for (const key of [...this.events.keys()]) this.recent(key);
  }
}
