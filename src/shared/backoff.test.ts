import { describe, expect, it } from 'vitest';
import { AUTH_RETRY_BACKOFF, backoffDelay } from './backoff';

const MINUTE = 60_000;

describe('backoffDelay', () => {
  it('multiplies from the base and stops at the ceiling', () => {
    const policy = { baseMs: 1000, factor: 2, maxMs: 5000 };
    expect([1, 2, 3, 4, 10].map((attempt) => backoffDelay(policy, attempt))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('treats attempts below 1 as the first', () => {
    expect(backoffDelay({ baseMs: 7, factor: 3, maxMs: 100 }, 0)).toBe(7);
  });

  it('gives the auth retries of spec §9: 30 s doubling to 16 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map((n) => backoffDelay(AUTH_RETRY_BACKOFF, n))).toEqual([
      30_000,
      60_000,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      16 * MINUTE,
      16 * MINUTE,
    ]);
  });
});
