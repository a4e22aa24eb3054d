import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../db/connect';
import { countAttempt, enforceLimits } from '../../features/auth/auth-limits';
import { TooManyRequestsError } from '../../features/auth/auth-error';
import { ManualClock } from '../../testing/test-app';
import { openRateLimits } from './rate-limits';

const MINUTE_MS = 60_000;
const database = openSqlite(':memory:');
afterAll(async () => database.close());

function limitsAt(clock = new ManualClock(Date.UTC(2026, 10, 25, 12, 0, 0))) {
  return { clock, limits: openRateLimits(database, clock) };
}

describe('RateLimit in memory (SQLite, one process)', () => {
  it('takes `limit` events a window, then answers the wait until the next window', async () => {
    const { clock, limits } = limitsAt();
    const limit = limits.limit('test', { limit: 3, windowMs: 15 * MINUTE_MS });
    expect([await limit.take('a'), await limit.take('a'), await limit.take('a')]).toEqual([
      0, 0, 0,
    ]);
    expect(await limit.take('a')).toBe(15 * MINUTE_MS);
    expect(await limit.take('b')).toBe(0);
    clock.advance(10 * MINUTE_MS);
    expect(await limit.take('a')).toBe(5 * MINUTE_MS);
    clock.advance(5 * MINUTE_MS);
    expect(await limit.take('a')).toBe(0);
  });

  it('lets as many parallel takes through as the limit, not one more', async () => {
    const { limits } = limitsAt();
    const limit = limits.limit('test', { limit: 5, windowMs: MINUTE_MS });
    const waits = await Promise.all(Array.from({ length: 20 }, () => limit.take('a')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('counts failures only when recorded, and forgets them on reset', async () => {
    const { limits } = limitsAt();
    const failures = limits.limit('test', { limit: 2, windowMs: MINUTE_MS });
    expect(await failures.retryAfterMs('a')).toBe(0);
    await failures.record('a');
    expect(await failures.retryAfterMs('a')).toBe(0);
    await failures.record('a');
    expect(await failures.retryAfterMs('a')).toBe(MINUTE_MS);
    await failures.reset('a');
    expect(await failures.retryAfterMs('a')).toBe(0);
  });

  it('keeps the counts of two limits apart', async () => {
    const { limits } = limitsAt();
    const first = limits.limit('first', { limit: 1, windowMs: MINUTE_MS });
    const second = limits.limit('second', { limit: 1, windowMs: MINUTE_MS });
    expect(await first.take('a')).toBe(0);
    expect(await second.take('a')).toBe(0);
  });
});

describe('countAttempt and enforceLimits', () => {
  it('counts an attempt against every limit, and a refused one against none', async () => {
    const { limits } = limitsAt();
    const byUser = limits.limit('by-user', { limit: 1, windowMs: MINUTE_MS });
    const byIp = limits.limit('by-ip', { limit: 3, windowMs: MINUTE_MS });
    await countAttempt([
      [byUser, 'u1'],
      [byIp, 'ip'],
    ]);
    for (let refused = 0; refused < 3; refused += 1) {
      await expect(
        countAttempt([
          [byIp, 'ip'],
          [byUser, 'u1'],
        ]),
      ).rejects.toThrow(TooManyRequestsError);
    }
    await countAttempt([
      [byIp, 'ip'],
      [byUser, 'u2'],
    ]);
    await countAttempt([
      [byIp, 'ip'],
      [byUser, 'u3'],
    ]);
    await expect(countAttempt([[byIp, 'ip']], 'Slow down.')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Slow down.',
      retryAfterSeconds: 60,
    });
  });

  it('refuses without counting once any limit is spent', async () => {
    const { limits } = limitsAt();
    const failures = limits.limit('failures', { limit: 1, windowMs: MINUTE_MS });
    const other = limits.limit('other', { limit: 1, windowMs: MINUTE_MS });
    await enforceLimits([[failures, 'a']]);
    await enforceLimits([[failures, 'a']]);
    await failures.record('a');
    await expect(
      enforceLimits([
        [other, 'a'],
        [failures, 'a'],
      ]),
    ).rejects.toThrow(TooManyRequestsError);
    expect(await other.retryAfterMs('a')).toBe(0);
  });
});
