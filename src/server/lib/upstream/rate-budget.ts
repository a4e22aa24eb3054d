import { parseRateLimitReset, parseRemaining, parseRetryAfter } from './rate-limit-headers';

export interface RateBudgetOptions {
  /** Sustained rate the upstream allows. */
  requestsPerMinute: number;
  /** Requests that may go out back to back before the sustained rate applies. */
  burst: number;
  /** Longest a request may wait for its turn; a longer wait is refused instead of queued. */
  maxDelayMs: number;
}

export type Reservation =
  { granted: true; delayMs: number } | { granted: false; retryAfterMs: number };

/** What a 429 without Retry-After, or an exhausted window without a reset time, costs. */
const DEFAULT_BLOCK_MS = 60_000;
const DEFAULT_RETRY_MS = 1000;

/**
 * One process-wide budget for an upstream: a generic cell rate algorithm for our own pace,
 * plus a block learned from the upstream itself (X-RateLimit-Remaining 0, or a 429).
 */
export class RateBudget {
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  /** Theoretical arrival time of the next request at the sustained rate. */
  private nextArrival = 0;
  private blockedUntil = 0;

  constructor(private readonly options: RateBudgetOptions) {
    this.intervalMs = 60_000 / options.requestsPerMinute;
    this.toleranceMs = (Math.max(1, options.burst) - 1) * this.intervalMs;
  }

  /** Takes the next slot if it comes within maxDelayMs; a granted slot is spent even if unused. */
  reserve(now: number): Reservation {
    const delayMs = this.delayBeforeNext(now);
    if (delayMs > this.options.maxDelayMs) return { granted: false, retryAfterMs: delayMs };
    this.nextArrival = Math.max(this.nextArrival, now + delayMs) + this.intervalMs;
    return { granted: true, delayMs };
  }

  /** How long the next request would wait, without taking its slot. */
  delayBeforeNext(now: number): number {
    const arrival = Math.max(this.nextArrival, now);
    return Math.max(arrival - this.toleranceMs - now, this.blockedUntil - now, 0);
  }

  /** Learns the upstream's own view of the budget from an answer's status and headers. */
  observe(status: number, headers: Headers, now: number): void {
    const resetMs = parseRateLimitReset(headers.get('x-ratelimit-reset'), now);
    if (status === 429) {
      const waitMs =
        parseRetryAfter(headers.get('retry-after'), now) ?? resetMs ?? DEFAULT_RETRY_MS;
      this.blockUntil(now + waitMs);
    } else if (parseRemaining(headers.get('x-ratelimit-remaining')) === 0) {
      this.blockUntil(now + (resetMs ?? DEFAULT_BLOCK_MS));
    }
  }

  private blockUntil(instant: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, instant);
  }
}
