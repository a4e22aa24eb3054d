import { describe, expect, it } from 'vitest';
import { upcomingDiscoverParams, upcomingQueryString } from './upcoming-query';

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

describe('upcomingDiscoverParams', () => {
  const window = { from: '2026-11-22', days: 90, page: 2, allowAdult: false };

  it('is the spec upcoming query for the window and page', () => {
    expect(upcomingDiscoverParams(window)).toMatchObject({
      'air_date.gte': '2026-11-22',
      'air_date.lte': '2027-02-20',
      with_genres: '16',
      with_origin_country: 'JP',
      with_original_language: 'ja',
      include_adult: 'false',
      page: '2',
    });
  });

  it("narrows the animation genre to the chosen one, in TV's ids", () => {
    expect(upcomingDiscoverParams({ ...window, genre: '18' }).with_genres).toBe('16,18');
    expect(upcomingDiscoverParams({ ...window, genre: '14' }).with_genres).toBe('16,10765|14');
  });

  it('refuses a date that is not one', () => {
    expect(() => upcomingDiscoverParams({ ...window, from: '2026-02-30' })).toThrow(RangeError);
  });
});
