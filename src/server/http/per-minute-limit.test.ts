import { describe, expect, it } from 'vitest';
import { ManualClock } from '../testing/test-app';
import { PerMinuteLimit } from './per-minute-limit';

describe('PerMinuteLimit', () => {
  it('lets a key make its calls, then asks it to wait until the window slides past them', () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 25, 12, 0, 0));
    const limit = new PerMinuteLimit(3, clock);
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0]);
    expect(limit.take('a')).toBe(60);
    expect(limit.take('b')).toBe(0);
    // Half a minute into the next window, half of last minute's three calls still weigh.
    clock.advance(90_000);
    expect([limit.take('a'), limit.take('a')]).toEqual([0, 0]);
    expect(limit.take('a')).toBe(30);
    clock.advance(60_000);
    expect([limit.take('a'), limit.take('a')]).toEqual([0, 0]);
  });

  it('costs the same per call however high the limit', () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 25, 12, 0, 0));
    const limit = new PerMinuteLimit(10_000_000, clock);
    const started = performance.now();
    for (let call = 0; call < 200_000; call += 1) limit.take('127.0.0.1');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
