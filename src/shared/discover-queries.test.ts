import { describe, expect, it } from 'vitest';
import { localCalendarDate } from './calendar-date';
import { ENDPOINT_PARAMETERS } from './catalogue-endpoints';
import {
  BROWSE_MODES,
  browseParams,
  catalogueListParams,
  discoverOrderParams,
  extraUnfilteredPageParams,
  homeFirstLoadParams,
  isBrowseMode,
  needsExtraUnfilteredPage,
  recommendationFallbackParams,
  seasonalAttempts,
  upcomingParams,
} from './discover-queries';

describe('catalogueListParams', () => {
  it('restricts to the anime keyword and excludes 11104|9716|2911 when adult is hidden', () => {
    expect(catalogueListParams({ page: 2, allowAdult: false, mediaType: 'tv' })).toEqual({
      with_keywords: '210024',
      without_keywords: '11104|9716|2911',
      page: '2',
      language: 'en-US',
      include_adult: 'false',
    });
  });

  it('excludes only 11104 and includes adult titles when adult is allowed', () => {
    expect(catalogueListParams({ page: 1, allowAdult: true, mediaType: 'tv' })).toEqual({
      with_keywords: '210024',
      without_keywords: '11104',
      page: '1',
      language: 'en-US',
      include_adult: 'true',
    });
  });

  it('adds the chosen genre', () => {
    expect(
      catalogueListParams({ page: 1, allowAdult: false, mediaType: 'tv', genreId: 10759 })
        .with_genres,
    ).toBe('10759');
    expect(
      catalogueListParams({ page: 1, allowAdult: false, mediaType: 'tv', genreId: '35' })
        .with_genres,
    ).toBe('35');
  });

  it('asks for a film genre in the TV ids on TV, and a TV genre in the film ids on film', () => {
    const withGenres = (mediaType: 'tv' | 'movie', genreId: string) =>
      catalogueListParams({ page: 1, allowAdult: false, mediaType, genreId }).with_genres;
    expect(withGenres('tv', '28')).toBe('10759|28');
    expect(withGenres('tv', '10759')).toBe('10759');
    expect(withGenres('movie', '10765')).toBe('14|878');
    expect(withGenres('movie', '28')).toBe('28');
  });

  it.each([null, undefined, '', ' '])('leaves the genre out for %j', (genreId) => {
    expect(
      catalogueListParams({ page: 1, allowAdult: false, mediaType: 'tv', genreId }),
    ).not.toHaveProperty('with_genres');
  });
});

describe('browse modes', () => {
  it('are trending, popular and top', () => {
    expect(BROWSE_MODES).toEqual(['trending', 'popular', 'top']);
    expect(isBrowseMode('top')).toBe(true);
    expect(isBrowseMode('seasonal')).toBe(false);
  });

  it.each([
    ['trending', { sort_by: 'popularity.desc' }],
    ['popular', { sort_by: 'vote_count.desc' }],
    ['top', { sort_by: 'vote_average.desc', 'vote_count.gte': '100' }],
  ] as const)('orders %s by %j on top of the anime list parameters', (mode, order) => {
    const options = { page: 3, allowAdult: false, mediaType: 'tv', genreId: 16 } as const;
    expect(browseParams(mode, options)).toEqual({ ...catalogueListParams(options), ...order });
  });
});

describe('home first load', () => {
  it('asks for pages 1 to 5', () => {
    const pages = homeFirstLoadParams({ allowAdult: false, mediaType: 'tv' });
    expect(pages.map((params) => params.page)).toEqual(['1', '2', '3', '4', '5']);
    expect(pages[4]).toEqual(catalogueListParams({ page: 5, allowAdult: false, mediaType: 'tv' }));
  });

  it('needs the extra page only below 20 results', () => {
    expect(needsExtraUnfilteredPage(0)).toBe(true);
    expect(needsExtraUnfilteredPage(19)).toBe(true);
    expect(needsExtraUnfilteredPage(20)).toBe(false);
    expect(needsExtraUnfilteredPage(100)).toBe(false);
  });

  it('asks for the extra page without genre or keyword filter, keeping the exclusions', () => {
    expect(extraUnfilteredPageParams({ allowAdult: false })).toEqual({
      with_genres: '16',
      with_origin_country: 'JP',
      without_keywords: '11104|9716|2911',
      sort_by: 'popularity.desc',
      page: '1',
      language: 'en-US',
      include_adult: 'false',
    });
    expect(extraUnfilteredPageParams({ allowAdult: true }).without_keywords).toBe('11104');
  });
});

describe('seasonalAttempts', () => {
  const attempts = seasonalAttempts({ season: 'fall', year: 2026 }, 2);

  it('first asks for the season with the anime keyword', () => {
    expect(attempts[0]).toEqual({
      with_keywords: '210024',
      with_origin_country: 'JP',
      'first_air_date.gte': '2026-10-01',
      'first_air_date.lte': '2026-12-31',
      sort_by: 'popularity.desc',
      language: 'en-US',
      page: '2',
    });
  });

  it('then the same season without the keyword', () => {
    const withoutKeyword: Record<string, string> = { ...attempts[0] };
    delete withoutKeyword.with_keywords;
    expect(attempts[1]).toEqual(withoutKeyword);
  });

  it('then the same season of the previous year', () => {
    expect(attempts[2]).toEqual({
      ...attempts[0],
      'first_air_date.gte': '2025-10-01',
      'first_air_date.lte': '2025-12-31',
    });
    expect(attempts).toHaveLength(3);
  });
});

describe('upcomingParams', () => {
  it('asks for Japanese animation airing from today to today plus N', () => {
    expect(
      upcomingParams({ today: localCalendarDate(new Date(2026, 10, 22, 9)), days: 90, page: 1 }),
    ).toEqual({
      'air_date.gte': '2026-11-22',
      'air_date.lte': '2027-02-20',
      with_origin_country: 'JP',
      with_original_language: 'ja',
      with_genres: '16',
      sort_by: 'popularity.desc',
      include_adult: 'false',
      language: 'en-US',
      page: '1',
    });
  });

  it('defaults an invalid window to 90 days', () => {
    expect(
      upcomingParams({ today: localCalendarDate(new Date(2026, 10, 22)), days: -5, page: 3 })[
        'air_date.lte'
      ],
    ).toBe('2027-02-20');
  });
});

describe('recommendationFallbackParams', () => {
  it.each([
    [0, '1'],
    [0.0999, '1'],
    [0.1, '2'],
    [0.5, '6'],
    [0.9999, '10'],
    [1, '10'],
  ])('turns random %d into page %s', (value, page) => {
    expect(recommendationFallbackParams(() => value).page).toBe(page);
  });

  it('asks for Japanese animation rated at least 7', () => {
    expect(recommendationFallbackParams(() => 0)).toEqual({
      with_genres: '16',
      with_origin_country: 'JP',
      'vote_average.gte': '7',
      include_adult: 'false',
      language: 'en-US',
      page: '1',
    });
  });
});

describe('every builder', () => {
  it('sends only parameters the discover proxy forwards', () => {
    const forwarded = new Set(ENDPOINT_PARAMETERS.discover);
    const all = [
      browseParams('top', { page: 1, allowAdult: false, mediaType: 'tv', genreId: 16 }),
      extraUnfilteredPageParams({ allowAdult: false }),
      ...seasonalAttempts({ season: 'winter', year: 2026 }, 1),
      upcomingParams({ today: localCalendarDate(new Date(2026, 0, 1)), days: 7, page: 1 }),
      recommendationFallbackParams(() => 0.3),
    ];
    for (const params of all) {
      for (const name of Object.keys(params)) expect(forwarded).toContain(name);
    }
  });
});

describe('discoverOrderParams', () => {
  const today = '2026-11-29';

  it('adds nothing for the default order, so discover stays the spec’s first load', () => {
    expect(discoverOrderParams('tv', { sort: 'popular', year: null, today })).toEqual({});
  });

  it('sorts top rated as the browse screen does', () => {
    expect(discoverOrderParams('movie', { sort: 'top', year: null, today })).toEqual({
      sort_by: 'vote_average.desc',
      'vote_count.gte': '100',
    });
  });

  it('sorts newest by each type’s release date, leaving out what has not begun', () => {
    expect(discoverOrderParams('tv', { sort: 'newest', year: null, today })).toEqual({
      sort_by: 'first_air_date.desc',
      'first_air_date.lte': today,
    });
    expect(discoverOrderParams('movie', { sort: 'newest', year: 2019, today })).toEqual({
      sort_by: 'primary_release_date.desc',
      'primary_release_date.lte': today,
      primary_release_year: '2019',
    });
  });

  it('narrows to a year in each type’s year field', () => {
    expect(discoverOrderParams('tv', { sort: 'popular', year: 2023, today })).toEqual({
      first_air_date_year: '2023',
    });
  });

  it('asks only for parameters the catalogue proxy accepts', () => {
    const allowed = ENDPOINT_PARAMETERS.discover;
    for (const mediaType of ['tv', 'movie'] as const) {
      for (const sort of ['popular', 'top', 'newest'] as const) {
        for (const name of Object.keys(
          discoverOrderParams(mediaType, { sort, year: 2001, today }),
        )) {
          expect(allowed, `${mediaType} ${sort} ${name}`).toContain(name);
        }
      }
    }
  });
});
