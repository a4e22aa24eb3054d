import { describe, expect, it } from 'vitest';
import { parseRateLimitReset, parseRemaining, parseRetryAfter } from './rate-limit-headers';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
  });

  it('reads an IMF-fixdate relative to now, and a past date as no wait', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('reads the obsolete RFC 850 and asctime date forms', () => {
    expect(parseRetryAfter('Sunday, 22-Nov-26 12:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Sun Nov 22 12:00:05 2026', now)).not.toBeNull();
  });

  it('gives null for anything else', () => {
    for (const bad of [null, undefined, '', '1.5', '-1', 'soon', '2 s', 'Sun, 99 Foo']) {
      expect(parseRetryAfter(bad, now)).toBeNull();
    }
  });
});

describe('parseRateLimitReset', () => {
  it('turns epoch seconds into a wait, never negative', () => {
    expect(parseRateLimitReset(String(now / 1000 + 42), now)).toBe(42_000);
    expect(parseRateLimitReset(String(now / 1000 - 5), now)).toBe(0);
    expect(parseRateLimitReset('tomorrow', now)).toBeNull();
  });
});

describe('parseRemaining', () => {
  it('reads a count or gives null', () => {
    expect(parseRemaining('0')).toBe(0);
    expect(parseRemaining('29')).toBe(29);
    expect(parseRemaining(null)).toBeNull();
    expect(parseRemaining('-1')).toBeNull();
  });
});
