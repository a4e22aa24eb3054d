import { describe, expect, it } from 'vitest';
import {
  SEASONS,
  currentSeason,
  previousYearSameSeason,
  seasonDateRange,
  seasonOf,
} from './seasons';

/** Local calendar date; month is 1-based. */
function day(year: number, month: number, date: number, hour = 12): Date {
  return new Date(year, month - 1, date, hour);
}

describe('SEASONS', () => {
  it('lists the four seasons in calendar order with their labels', () => {
    expect(SEASONS.map((season) => [season.id, season.label])).toEqual([
      ['winter', 'Winter'],
      ['spring', 'Spring'],
      ['summer', 'Summer'],
      ['fall', 'Fall'],
    ]);
  });
});

describe('seasonOf', () => {
  it.each([
    [day(2025, 1, 1, 0), 'winter'],
    [day(2025, 3, 31, 23), 'winter'],
    [day(2025, 4, 1, 0), 'spring'],
    [day(2025, 6, 30, 23), 'spring'],
    [day(2025, 7, 1, 0), 'summer'],
    [day(2025, 9, 30, 23), 'summer'],
    [day(2025, 10, 1, 0), 'fall'],
    [day(2025, 12, 31, 23), 'fall'],
  ])('places %s in %s', (date, season) => {
    expect(seasonOf(date)).toBe(season);
  });

  it('refuses an invalid date', () => {
    expect(() => seasonOf(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('seasonDateRange', () => {
  it.each([
    ['winter', '2025-01-01', '2025-03-31'],
    ['spring', '2025-04-01', '2025-06-30'],
    ['summer', '2025-07-01', '2025-09-30'],
    ['fall', '2025-10-01', '2025-12-31'],
  ] as const)('gives %s 2025 as %s to %s', (season, from, to) => {
    expect(seasonDateRange(season, 2025)).toEqual({ from, to });
  });

  it('pads early years to four digits', () => {
    expect(seasonDateRange('winter', 999).from).toBe('0999-01-01');
  });
});

describe('currentSeason and previousYearSameSeason', () => {
  it('answers the season and year of now', () => {
    expect(currentSeason(day(2026, 11, 22))).toEqual({ season: 'fall', year: 2026 });
    expect(currentSeason(day(2027, 1, 1, 0))).toEqual({ season: 'winter', year: 2027 });
  });

  it('steps back exactly one year in the same season', () => {
    expect(previousYearSameSeason({ season: 'spring', year: 2026 })).toEqual({
      season: 'spring',
      year: 2025,
    });
  });
});
