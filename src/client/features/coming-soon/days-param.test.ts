import { describe, expect, it } from 'vitest';
import { windowDaysFromQuery } from './days-param';

describe('windowDaysFromQuery', () => {
  it('reads a number of days', () => {
    expect(windowDaysFromQuery('30')).toBe(30);
    expect(windowDaysFromQuery(' 7 ')).toBe(7);
    expect(windowDaysFromQuery('1.5')).toBe(2);
  });

  it('falls back to 90 for anything that is not a number above 0', () => {
    for (const text of [null, '', ' ', '0', '-4', 'abc', 'Infinity', 'NaN', '1e999']) {
      expect(windowDaysFromQuery(text)).toBe(90);
    }
  });
});
