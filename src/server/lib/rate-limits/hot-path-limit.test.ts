import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../testing/test-app';
import { HotPathLimit } from './hot-path-limit';
import { RateLimit } from './rate-limit';

const policy = { limit: 100, windowMs: 60_000 };

function instancesSharing(count: number, clock: ManualClock): HotPathLimit[] {
  const store = new RateLimiterMemory({ points: policy.limit, duration: 60 });
  return Array.from({ length: count }, () => new HotPathLimit(new RateLimit(policy, store, clock)));
}

describe('HotPathLimit', () => {
  it('lets `limit` calls a window through, then answers the wait until the next window', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 25, 12, 0, 0));
    const [only] = instancesSharing(1, clock);
    if (!only) throw new Error('no instance');
    const waits: number[] = [];
    for (let call = 0; call <= policy.limit; call += 1) waits.push(await only.take('a'));
    expect(waits.slice(0, policy.limit).every((wait) => wait === 0)).toBe(true);
    expect(waits.at(-1)).toBe(60_000);
    expect(await only.take('b')).toBe(0);
    clock.advance(30_000);
    expect(await only.take('a')).toBe(30_000);
    clock.advance(30_000);
    expect(await only.take('a')).toBe(0);
  });

  it('answers most calls at once, without a promise', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 25, 12, 0, 0));
    const [only] = instancesSharing(1, clock);
    if (!only) throw new Error('no instance');
    let immediate = 0;
    for (let call = 0; call < policy.limit; call += 1) {
      const wait = only.take('a');
      if (wait === 0) immediate += 1;
      await wait;
    }
    expect(immediate).toBeGreaterThanOrEqual(policy.limit - 1);
  });

  it('holds the limit across instances sharing one count, even for parallel calls', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 25, 12, 0, 0));
    const instances = instancesSharing(2, clock);
    const waits = await Promise.all(
      Array.from({ length: 3 * policy.limit }, (_, call) =>
        Promise.resolve(instances[call % 2]?.take('a')),
      ),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(policy.limit);
  });
});
