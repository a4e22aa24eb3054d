import { describe, expect, it } from 'vitest';
import { refreshAgeOf, REFRESH_AGES, retryDelayAfter } from './kept-title';

describe('refresh ages', () => {
  it('asks airing titles again in days, finished ones in months, unknown ones in a month', () => {
    expect(refreshAgeOf({ kitsuId: '1', status: 'current' })).toBe(REFRESH_AGES.airingMs);
    expect(refreshAgeOf({ kitsuId: '1', status: 'upcoming' })).toBe(REFRESH_AGES.airingMs);
    expect(refreshAgeOf({ kitsuId: '1', status: 'finished' })).toBe(REFRESH_AGES.finishedMs);
    expect(refreshAgeOf({ kitsuId: null, status: null })).toBe(REFRESH_AGES.unknownMs);
    expect(REFRESH_AGES.airingMs).toBeLessThan(REFRESH_AGES.finishedMs);
  });

  it('waits five minutes after a failure, doubling up to a day', () => {
    expect(retryDelayAfter(1)).toBe(5 * 60_000);
    expect(retryDelayAfter(2)).toBe(10 * 60_000);
    expect(retryDelayAfter(50)).toBe(86_400_000);
  });
});
