import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limiter';

function limiterAt(start: number, limit = 3, windowMs = 1000) {
  const clock = { time: start, now: () => clock.time };
  return { clock, limiter: new SlidingWindowLimiter({ limit, windowMs }, clock) };
}

describe('SlidingWindowLimiter', () => {
  it('lets a key act until it reaches the limit inside the window', () => {
    const { limiter } = limiterAt(0);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(limiter.retryAfterMs('a')).toBe(0);
      limiter.record('a');
    }
    expect(limiter.retryAfterMs('a')).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('b')).toBe(0);
  });

  it('frees the key as its oldest event slides out of the window', () => {
    const { clock, limiter } = limiterAt(0);
    limiter.record('a');
    clock.time = 400;
    limiter.record('a');
    limiter.record('a');
    expect(limiter.retryAfterMs('a')).toBe(600);
    clock.time = 1000;
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.record('a');
    expect(limiter.retryAfterMs('a')).toBe(400);
  });

  it('forgets a key on reset', () => {
    const { limiter } = limiterAt(0, 1);
    limiter.record('a');
    expect(limiter.retryAfterMs('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
  });

  it('keeps counting correctly after sweeping many stale keys', () => {
    const { clock, limiter } = limiterAt(0, 1);
    for (let key = 0; key < 10_001; key += 1) limiter.record(`old-${key}`);
    clock.time = 5000;
    limiter.record('fresh');
    expect(limiter.retryAfterMs('fresh')).toBe(1000);
    expect(limiter.retryAfterMs('old-1')).toBe(0);
  });
});
