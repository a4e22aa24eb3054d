import { describe, expect, it } from 'vitest';
import { compareCodePoints, compareNames, formatCount } from './locale-format';

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

  it('orders ISO dates by their characters', () => {
    const dates = ['2026-11-28', '2026-01-05', '2025-12-31', '2026-11-28'];
    expect([...dates].sort(compareCodePoints)).toEqual([
      '2025-12-31',
      '2026-01-05',
      '2026-11-28',
      '2026-11-28',
    ]);
  });
});
