import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from '../../features/auth/clock';

export interface RateLimitPolicy {
  /** How many events a key may have inside one window. */
  limit: number;
  windowMs: number;
}

export interface Window {
  /** When the window began, in the clock's epoch milliseconds. */
  start: number;
  /** Milliseconds until the next window begins; at least 1. */
  remainingMs: number;
}

/**
 * At most `limit` events per key in each window of `windowMs` (decision 200). The windows follow
 * the app's clock; the counts live in a rate-limiter-flexible store, in memory or in PostgreSQL
 * where every instance sees them, and each change to a count is one atomic step in that store.
 */
export class RateLimit {
  constructor(
    readonly policy: RateLimitPolicy,
    private readonly store: RateLimiterAbstract,
    private readonly clock: Clock,
  ) {}

  windowNow(): Window {
    const now = this.clock.now();
    const start = now - (now % this.policy.windowMs);
    return { start, remainingMs: Math.max(1, start + this.policy.windowMs - now) };
  }

  /** Counts one event when the key has room for it: 0 then, else milliseconds to wait. */
  async take(key: string): Promise<number> {
    const window = this.windowNow();
    try {
      await this.store.consume(storeKey(key, window.start));
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return window.remainingMs;
      throw refusal;
    }
  }

  /** Milliseconds until the key may act again, without counting anything; 0 when it may now. */
  async retryAfterMs(key: string): Promise<number> {
    const window = this.windowNow();
    const counted = await this.store.get(storeKey(key, window.start));
    return (counted?.consumedPoints ?? 0) >= this.policy.limit ? window.remainingMs : 0;
  }

  /** Events the key has in the current window, for operators' pages. */
  async count(key: string): Promise<number> {
    const counted = await this.store.get(storeKey(key, this.windowNow().start));
    return counted?.consumedPoints ?? 0;
  }

  /**
   * Counts `events` at once in the window begun at `windowStart`, whatever the room left there;
   * answers the window's count after them.
   */
  async add(key: string, events = 1, windowStart = this.windowNow().start): Promise<number> {
    const counted = await this.store.penalty(storeKey(key, windowStart), events);
    return counted.consumedPoints;
  }

  async record(key: string): Promise<void> {
    await this.add(key);
  }

  /** Gives back an event `take` counted, for an attempt another limit refused. */
  async refund(key: string): Promise<void> {
    await this.store.reward(storeKey(key, this.windowNow().start));
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(storeKey(key, this.windowNow().start));
  }
}

/**
 * Keys name addresses, e-mail addresses and user ids: the store keeps only their digest, so a
 * deleted account leaves no trace in the counts and a database dump names no one.
 */
function storeKey(key: string, windowStart: number): string {
  return `${createHash('sha256').update(key).digest('base64url')}@${windowStart}`;
}
