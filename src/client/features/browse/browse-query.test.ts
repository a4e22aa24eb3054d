import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type FilterState } from '../../../shared/filter-state';
import { i18n, loadMessages } from '../../i18n/i18n';
import type { Translate } from '../../i18n/messages';
import { browseRequest, needsAirDates, seasonalLead, seasonalTarget } from './browse-query';

const now = new Date(2026, 10, 22, 12);
const filters = (overrides: Partial<FilterState> = {}): FilterState => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});
const context = { allowAdult: false, provider: 'tmdb' as const, now };

describe('browseRequest', () => {
  it('asks TMDB for trending by popularity and the offline catalogue by its trending sort', () => {
    const [tmdb] = browseRequest('trending', filters(), context).attemptsFor(1);
    expect(tmdb).toMatchObject({ sort_by: 'popularity.desc', with_keywords: '210024', page: '1' });
    const [offline] = browseRequest('trending', filters(), {
      ...context,
      provider: 'offline',
    }).attemptsFor(3);
    expect(offline).toMatchObject({ sort_by: 'trending.desc', page: '3' });
  });

  it('sorts popular by vote count and top rated by score with enough votes', () => {
    expect(browseRequest('popular', filters(), context).attemptsFor(1)[0]?.sort_by).toBe(
      'vote_count.desc',
    );
    expect(browseRequest('top', filters(), context).attemptsFor(1)[0]).toMatchObject({
      sort_by: 'vote_average.desc',
      'vote_count.gte': '100',
    });
  });

  it('applies genre, format, year and season from the filter bar', () => {
    const movies = browseRequest(
      'popular',
      filters({ genreId: '18', format: 'movie', year: 2016, season: 'summer' }),
      context,
    );
    expect(movies.endpoint).toBe('discover/movie');
    expect(movies.mediaType).toBe('movie');
    expect(movies.attemptsFor(1)[0]).toMatchObject({
      with_genres: '18',
      'primary_release_date.gte': '2016-07-01',
      'primary_release_date.lte': '2016-09-30',
    });
    const year = browseRequest('top', filters({ year: 2009 }), context).attemptsFor(1)[0];
    expect(year).toMatchObject({ first_air_date_year: '2009' });
    expect(year).not.toHaveProperty('first_air_date.gte');
    const season = browseRequest('top', filters({ season: 'winter' }), context).attemptsFor(1)[0];
    expect(season).toMatchObject({
      'first_air_date.gte': '2026-01-01',
      'first_air_date.lte': '2026-03-31',
    });
  });

  it('hides adult titles unless allowed', () => {
    expect(browseRequest('top', filters(), context).attemptsFor(1)[0]).toMatchObject({
      include_adult: 'false',
      without_keywords: '11104|9716|2911',
    });
    expect(
      browseRequest('top', filters(), { ...context, allowAdult: true }).attemptsFor(1)[0],
    ).toMatchObject({ include_adult: 'true', without_keywords: '11104' });
  });

  it('gives the seasonal view its query and both fallbacks, with the viewer choices', () => {
    const request = browseRequest('season', filters({ genreId: '35', format: 'movie' }), context);
    expect(request.endpoint).toBe('discover/tv');
    const attempts = request.attemptsFor(2);
    expect(attempts).toHaveLength(3);
    expect(attempts[0]).toMatchObject({
      with_keywords: '210024',
      with_origin_country: 'JP',
      'first_air_date.gte': '2026-10-01',
      'first_air_date.lte': '2026-12-31',
      sort_by: 'popularity.desc',
      page: '2',
      with_genres: '35',
      include_adult: 'false',
    });
    expect(attempts[1]).not.toHaveProperty('with_keywords');
    expect(attempts[2]).toMatchObject({ 'first_air_date.gte': '2025-10-01' });
  });
});

describe('seasonalTarget', () => {
  it('is the current season unless the filters choose one', () => {
    expect(seasonalTarget(filters(), now)).toEqual({ season: 'fall', year: 2026 });
    expect(seasonalTarget(filters({ season: 'spring', year: 2019 }), now)).toEqual({
      season: 'spring',
      year: 2019,
    });
    expect(seasonalTarget(filters({ year: 2020 }), now)).toEqual({ season: 'fall', year: 2020 });
  });
});

describe('needsAirDates', () => {
  it('is true for the seasonal view and for year or season filters', () => {
    expect(needsAirDates('season', filters())).toBe(true);
    expect(needsAirDates('top', filters({ year: 2010 }))).toBe(true);
    expect(needsAirDates('top', filters({ season: 'fall' }))).toBe(true);
    expect(needsAirDates('top', filters({ genreId: '16', format: 'movie' }))).toBe(false);
  });
});

describe('seasonalLead', () => {
  const t: Translate = (id, values) => i18n._(id, values);
  beforeAll(() => Promise.all([loadMessages('common', 'en'), loadMessages('browse', 'en')]));
  const fall = { season: 'fall', year: 2026 } as const;

  it('names the season while loading and when the season itself answered', () => {
    const lead = 'The most popular anime first aired in Fall 2026.';
    expect(seasonalLead(fall, undefined, t)).toBe(lead);
    expect(seasonalLead(fall, { attempt: 0, found: true }, t)).toBe(lead);
    expect(seasonalLead(fall, { attempt: 1, found: true }, t)).toBe(lead);
  });

  it('says the list is the same season a year earlier when only that try had titles', () => {
    expect(seasonalLead(fall, { attempt: 2, found: true }, t)).toBe(
      'Nothing is listed for Fall 2026 yet, so this is Fall 2025.',
    );
  });

  it('says neither season has anything when all three tries were empty', () => {
    expect(seasonalLead(fall, { attempt: 2, found: false }, t)).toBe(
      'Nothing is listed for Fall 2026 yet, nor for Fall 2025.',
    );
  });

  it('names the seasons in the interface’s language', async () => {
    await Promise.all([loadMessages('common', 'ja'), loadMessages('browse', 'ja')]);
    i18n.activate('ja');
    try {
      expect(seasonalLead(fall, { attempt: 2, found: true }, t)).toBe(
        '2026年秋の作品はまだ掲載されていないため、2025年秋を表示しています。',
      );
    } finally {
      i18n.activate('en');
    }
  });

  it('steps back over the new year for winter', () => {
    expect(seasonalLead({ season: 'winter', year: 2027 }, { attempt: 2, found: true }, t)).toBe(
      'Nothing is listed for Winter 2027 yet, so this is Winter 2026.',
    );
  });
});
