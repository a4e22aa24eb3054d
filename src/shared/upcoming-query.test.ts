import { describe, expect, it } from 'vitest';
import { upcomingDiscoverParams } from './upcoming-query';

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
