import { describe, expect, it } from 'vitest';
import { compareNames, formatCount } from './locale-format';

describe('locale formatting', () => {
  it('writes counts with English thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    for (const value of [7, 999, 1000, 65_535, 100_000, 2_000_000_000, -12_345, 1234.5, 0.25])
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-US'));
  });

  it('orders names as an English collator does, accents and case included', () => {
    const names = ['Zombie', 'école', 'Ecchi', 'action', 'Adventure', 'Élan'];
    expect([...names].sort(compareNames)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect([...names].sort(compareNames)).toEqual([
      'action',
      'Adventure',
      'Ecchi',
      'école',
      'Élan',
      'Zombie',
    ]);
  });
});
