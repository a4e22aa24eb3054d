import { describe, expect, it } from 'vitest';
import { RateBudget } from './rate-budget';

const headers = (values: Record<string, string>) => new Headers(values);

describe('RateBudget', () => {
  it('lets a burst through at once, then paces at the sustained rate', () => {
    const budget = new RateBudget({ requestsPerMinute: 30, burst: 3, maxDelayMs: 5000 });
    const delays = [0, 1, 2, 3, 4].map(() => budget.reserve(1000));
    expect(delays).toEqual([
      { granted: true, delayMs: 0 },
      { granted: true, delayMs: 0 },
      { granted: true, delayMs: 0 },
      { granted: true, delayMs: 2000 },
      { granted: true, delayMs: 4000 },
    ]);
    expect(budget.reserve(1000)).toEqual({ granted: false, retryAfterMs: 6000 });
  });

  it('refills as time passes', () => {
    const budget = new RateBudget({ requestsPerMinute: 60, burst: 1, maxDelayMs: 0 });
    expect(budget.reserve(0).granted).toBe(true);
    expect(budget.reserve(500)).toEqual({ granted: false, retryAfterMs: 500 });
    expect(budget.reserve(1000).granted).toBe(true);
  });

  it('stops when the upstream reports no requests remaining, until its reset time', () => {
    const budget = new RateBudget({ requestsPerMinute: 90, burst: 90, maxDelayMs: 1000 });
    const now = 1_800_000_000_000;
    budget.observe(
      200,
      headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 40) }),
      now,
    );
    expect(budget.reserve(now)).toEqual({ granted: false, retryAfterMs: 40_000 });
    expect(budget.reserve(now + 40_000).granted).toBe(true);
  });

  it('honours Retry-After on a 429, waiting when it is within the cap', () => {
    const budget = new RateBudget({ requestsPerMinute: 90, burst: 90, maxDelayMs: 2000 });
    budget.observe(429, headers({ 'retry-after': '1' }), 0);
    expect(budget.delayBeforeNext(0)).toBe(1000);
    expect(budget.reserve(0)).toEqual({ granted: true, delayMs: 1000 });
    budget.observe(429, headers({ 'retry-after': '60' }), 1000);
    expect(budget.reserve(1000)).toEqual({ granted: false, retryAfterMs: 60_000 });
  });

  it('ignores answers that say nothing about the limit', () => {
    const budget = new RateBudget({ requestsPerMinute: 90, burst: 90, maxDelayMs: 0 });
    budget.observe(200, headers({ 'x-ratelimit-remaining': '12' }), 0);
    expect(budget.reserve(0)).toEqual({ granted: true, delayMs: 0 });
  });
});
