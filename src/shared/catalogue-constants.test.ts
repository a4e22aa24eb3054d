import { describe, expect, it } from 'vitest';
import {
  ADULT_EXCLUDED_KEYWORD_IDS,
  ANIMATION_GENRE_ID,
  ANIME_KEYWORD_ID,
  CATALOGUE_LANGUAGE,
  EXCLUDED_KEYWORD_IDS,
  HOME_FIRST_LOAD_PAGES,
  HOME_MINIMUM_RESULTS,
  JAPAN_ORIGIN_COUNTRY,
  JAPANESE_LANGUAGE,
  POSTER_IMAGE_BASE,
  RECOMMENDATION_FALLBACK_COUNT,
  RECOMMENDATION_FALLBACK_MAX_PAGE,
  RECOMMENDATION_FALLBACK_MIN_VOTE,
} from './catalogue-constants';

describe('catalogue constants', () => {
  it('match the spec values', () => {
    expect(ANIME_KEYWORD_ID).toBe(210024);
    expect(EXCLUDED_KEYWORD_IDS).toEqual([11104]);
    expect(ADULT_EXCLUDED_KEYWORD_IDS).toEqual([9716, 2911]);
    expect(ANIMATION_GENRE_ID).toBe(16);
    expect(JAPAN_ORIGIN_COUNTRY).toBe('JP');
    expect(JAPANESE_LANGUAGE).toBe('ja');
    expect(CATALOGUE_LANGUAGE).toBe('en-US');
    expect(POSTER_IMAGE_BASE).toBe('https://image.tmdb.org/t/p/');
    expect(HOME_FIRST_LOAD_PAGES).toBe(5);
    expect(HOME_MINIMUM_RESULTS).toBe(20);
    expect(RECOMMENDATION_FALLBACK_MAX_PAGE).toBe(10);
    expect(RECOMMENDATION_FALLBACK_MIN_VOTE).toBe(7);
    expect(RECOMMENDATION_FALLBACK_COUNT).toBe(6);
  });
});
