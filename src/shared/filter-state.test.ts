import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  MIN_YEAR,
  applyFiltersToUrl,
  clampYear,
  hasActiveFilters,
  maxYear,
  parseFilters,
  parseYear,
  stepYear,
  type FilterState,
} from './filter-state';

const NOW = new Date(2026, 10, 22);
const parse = (search: string) => parseFilters(new URLSearchParams(search), NOW);

describe('year bounds', () => {
  it('runs from 1960 to the next calendar year', () => {
    expect(MIN_YEAR).toBe(1960);
    expect(maxYear(NOW)).toBe(2027);
    expect(maxYear(new Date(2030, 0, 1))).toBe(2031);
  });

  it('clamps to the bounds', () => {
    expect(clampYear(1959, NOW)).toBe(1960);
    expect(clampYear(1960, NOW)).toBe(1960);
    expect(clampYear(2027, NOW)).toBe(2027);
    expect(clampYear(2028, NOW)).toBe(2027);
    expect(clampYear(1999.7, NOW)).toBe(1999);
  });

  it('steps by one inside the bounds and stops at them', () => {
    expect(stepYear(2000, 1, NOW)).toBe(2001);
    expect(stepYear(2000, -1, NOW)).toBe(1999);
    expect(stepYear(2027, 1, NOW)).toBe(2027);
    expect(stepYear(1960, -1, NOW)).toBe(1960);
  });

  it('starts an empty year from the current calendar year', () => {
    expect(stepYear(null, 1, NOW)).toBe(2026);
    expect(stepYear(null, -1, NOW)).toBe(2026);
  });

  it('reads typed years, clamping whole numbers and refusing anything else', () => {
    expect(parseYear('1994', NOW)).toBe(1994);
    expect(parseYear(' 2001 ', NOW)).toBe(2001);
    expect(parseYear('1800', NOW)).toBe(1960);
    expect(parseYear('3000', NOW)).toBe(2027);
    expect(parseYear('', NOW)).toBeNull();
    expect(parseYear('20x1', NOW)).toBeNull();
    expect(parseYear('2001.5', NOW)).toBeNull();
    expect(parseYear('1e3', NOW)).toBeNull();
  });
});

describe('parseFilters', () => {
  it('answers the defaults for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toEqual({
      query: '',
      genreId: '',
      year: null,
      season: 'any',
      format: 'any',
      sort: 'popular',
    });
  });

  it('lets each present parameter override its default', () => {
    expect(parse('?q=one+piece&genre=16&year=1999&season=fall&format=tv&sort=newest')).toEqual({
      query: 'one piece',
      genreId: '16',
      year: 1999,
      season: 'fall',
      format: 'tv',
      sort: 'newest',
    });
    expect(parse('?season=winter')).toEqual({ ...DEFAULT_FILTERS, season: 'winter' });
    expect(parse('?format=movie')).toEqual({ ...DEFAULT_FILTERS, format: 'movie' });
  });

  it('accepts every season and format', () => {
    for (const season of ['any', 'winter', 'spring', 'summer', 'fall'] as const) {
      expect(parse(`?season=${season}`).season).toBe(season);
    }
    for (const format of ['any', 'tv', 'movie'] as const) {
      expect(parse(`?format=${format}`).format).toBe(format);
    }
  });

  it('accepts every discover sort and ignores any other', () => {
    for (const sort of ['popular', 'top', 'newest'] as const) {
      expect(parse(`?sort=${sort}`).sort).toBe(sort);
    }
    expect(parse('?sort=TOP').sort).toBe('top');
    expect(parse('?sort=vote_average.desc').sort).toBe('popular');
  });

  it('ignores invalid season, format, year and genre values', () => {
    expect(parse('?season=autumn&format=ova&year=soon&genre=drama')).toEqual(DEFAULT_FILTERS);
    expect(parse('?genre=0')).toEqual(DEFAULT_FILTERS);
  });

  it('clamps an out-of-range year', () => {
    expect(parse('?year=1901').year).toBe(1960);
    expect(parse('?year=2999').year).toBe(2027);
  });

  it('reads season and format case-insensitively', () => {
    expect(parse('?season=Summer&format=TV')).toMatchObject({ season: 'summer', format: 'tv' });
  });

  it('keeps unrelated parameters out of the state', () => {
    expect(parse('?page=3&sort=new')).toEqual(DEFAULT_FILTERS);
  });
});

describe('applyFiltersToUrl', () => {
  const filters = (overrides: Partial<FilterState>): FilterState => ({
    ...DEFAULT_FILTERS,
    ...overrides,
  });

  it('sets non-empty, non-any values and keeps the path and hash', () => {
    expect(
      applyFiltersToUrl(
        'http://example.test/browse/top#results',
        filters({ query: 'mushishi', genreId: '16', year: 2005, season: 'fall', format: 'tv' }),
      ),
    ).toBe('/browse/top?q=mushishi&genre=16&year=2005&season=fall&format=tv#results');
  });

  it("removes parameters whose value is empty or 'any'", () => {
    expect(
      applyFiltersToUrl(
        'http://example.test/coming-soon?q=x&genre=16&year=2001&season=fall&format=tv&sort=top#top',
        DEFAULT_FILTERS,
      ),
    ).toBe('/coming-soon#top');
  });

  it('removes a query made only of spaces', () => {
    expect(applyFiltersToUrl('/browse/trending?q=abc', filters({ query: '   ' }))).toBe(
      '/browse/trending',
    );
  });

  it('keeps unrelated parameters', () => {
    expect(
      applyFiltersToUrl('/browse/popular?page=2&genre=35', filters({ season: 'spring' })),
    ).toBe('/browse/popular?page=2&season=spring');
  });

  it('writes a discover sort other than the default, and removes the default', () => {
    expect(applyFiltersToUrl('/discover', filters({ sort: 'newest' }))).toBe(
      '/discover?sort=newest',
    );
    expect(applyFiltersToUrl('/discover?sort=top', filters({ sort: 'popular' }))).toBe('/discover');
  });

  it('encodes values safely', () => {
    expect(applyFiltersToUrl('/browse/top', filters({ query: 'steins;gate & co' }))).toBe(
      '/browse/top?q=steins%3Bgate+%26+co',
    );
  });

  it('round-trips through parseFilters', () => {
    const state = filters({ query: 'k-on!', genreId: '35', year: 2009, season: 'spring' });
    const address = applyFiltersToUrl('/browse/season', state);
    expect(parseFilters(new URL(address, 'http://x').searchParams, NOW)).toEqual(state);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and true once any field differs', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, year: 2000 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, format: 'movie' })).toBe(true);
  });
});
