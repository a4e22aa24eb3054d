import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UPCOMING_DAYS,
  MAX_UPCOMING_DAYS,
  upcomingQueryString,
  upcomingWindowDays,
} from './upcoming-window';

describe('upcoming constants', () => {
  it('match the spec', () => {
    expect(DEFAULT_UPCOMING_DAYS).toBe(90);
  });

  it('cap the window at ten years', () => {
    expect(MAX_UPCOMING_DAYS).toBe(3650);
  });
});

describe('upcomingWindowDays', () => {
  it.each([
    [1, 1],
    [30, 30],
    [90, 90],
    [365, 365],
    [0.5, 1],
    [3650, 3650],
    [3651, 3650],
  ])('keeps a valid %d as %d', (value, days) => {
    expect(upcomingWindowDays(value)).toBe(days);
  });

  it.each([0, -1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, '30', null, undefined])(
    'defaults %j to 90',
    (value) => {
      expect(upcomingWindowDays(value)).toBe(90);
    },
  );
});

describe('upcomingQueryString', () => {
  const now = new Date(2026, 10, 22, 23, 30);

  const instant = new Date('2026-11-22T23:30:00Z');

  it("sends the viewer's today in their zone, the zone, the window and the adult setting", () => {
    const query = new URLSearchParams(
      upcomingQueryString(
        { now: instant, days: 7, allowAdult: false, genreId: '', timeZone: 'Asia/Tokyo' },
        2,
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      from: '2026-11-23',
      days: '7',
      page: '2',
      adult: 'false',
      tz: 'Asia/Tokyo',
    });
    const west = { now: instant, days: 7, allowAdult: false, genreId: '' };
    const inLosAngeles = upcomingQueryString({ ...west, timeZone: 'America/Los_Angeles' }, 1);
    expect(new URLSearchParams(inLosAngeles).get('from')).toBe('2026-11-22');
  });

  it('adds the genre when one is chosen, and sends an invalid window as 90 days', () => {
    const query = new URLSearchParams(
      upcomingQueryString({ now, days: -3, allowAdult: true, genreId: '18', timeZone: 'UTC' }, 1),
    );
    expect(query.get('genre')).toBe('18');
    expect(query.get('days')).toBe('90');
    expect(query.get('adult')).toBe('true');
  });
});
