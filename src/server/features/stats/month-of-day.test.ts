import { describe, expect, it } from 'vitest';
import { monthOfDayIn } from './month-of-day';

const dayOf = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day) / 86_400_000;

describe('monthOfDayIn', () => {
  it('names the month of each day of the year, leap day included', () => {
    const monthOf = monthOfDayIn(2024);
    expect(monthOf(dayOf(2024, 1, 1))).toBe(1);
    expect(monthOf(dayOf(2024, 1, 31))).toBe(1);
    expect(monthOf(dayOf(2024, 2, 29))).toBe(2);
    expect(monthOf(dayOf(2024, 3, 1))).toBe(3);
    expect(monthOf(dayOf(2024, 12, 31))).toBe(12);
  });

  it('answers null for days of other years and for no day at all; years before 1970 work too', () => {
    expect(monthOfDayIn(2024)(dayOf(2023, 12, 31))).toBeNull();
    expect(monthOfDayIn(2024)(dayOf(2025, 1, 1))).toBeNull();
    expect(monthOfDayIn(1960)(dayOf(1960, 6, 15))).toBe(6);
    expect(monthOfDayIn(2024)(Number.NaN)).toBeNull();
  });
});
