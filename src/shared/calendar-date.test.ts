import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatIsoDate,
  localCalendarDate,
  parseIsoDate,
} from './calendar-date';

describe('parseIsoDate', () => {
  it('reads a TMDB date', () => {
    expect(parseIsoDate('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('accepts 29 February in a leap year only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
  });

  it.each([
    null,
    undefined,
    '',
    '2026-11',
    '2026-13-01',
    '2026-11-31',
    '22/11/2026',
    '2026-11-22T10:00',
  ])('answers null for %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
});

describe('formatIsoDate', () => {
  it('pads every part', () => {
    expect(formatIsoDate({ year: 987, month: 1, day: 5 })).toBe('0987-01-05');
  });
});

describe('localCalendarDate', () => {
  it('reads the local calendar, not UTC', () => {
    expect(localCalendarDate(new Date(2026, 0, 1, 0, 5))).toEqual({ year: 2026, month: 1, day: 1 });
    expect(localCalendarDate(new Date(2025, 11, 31, 23, 55))).toEqual({
      year: 2025,
      month: 12,
      day: 31,
    });
  });
});

describe('daysBetween and addDays', () => {
  it('counts whole days across months and years', () => {
    expect(daysBetween({ year: 2025, month: 12, day: 31 }, { year: 2026, month: 1, day: 1 })).toBe(
      1,
    );
    expect(daysBetween({ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 })).toBe(
      2,
    );
    expect(daysBetween({ year: 2026, month: 3, day: 2 }, { year: 2026, month: 3, day: 1 })).toBe(
      -1,
    );
  });

  it('adds days across a month end and a leap day', () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2026, month: 11, day: 22 }, 90)).toEqual({
      year: 2027,
      month: 2,
      day: 20,
    });
  });
});
