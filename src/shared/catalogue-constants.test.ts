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
  POSTER_SIZE,
  RECOMMENDATION_FALLBACK_COUNT,
  RECOMMENDATION_FALLBACK_MAX_PAGE,
  RECOMMENDATION_FALLBACK_MIN_VOTE,
  posterUrl,
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
    expect(POSTER_SIZE).toBe('w154');
    expect(POSTER_IMAGE_BASE).toBe('https://image.tmdb.org/t/p/');
    expect(HOME_FIRST_LOAD_PAGES).toBe(5);
    expect(HOME_MINIMUM_RESULTS).toBe(20);
    expect(RECOMMENDATION_FALLBACK_MAX_PAGE).toBe(10);
    expect(RECOMMENDATION_FALLBACK_MIN_VOTE).toBe(7);
    expect(RECOMMENDATION_FALLBACK_COUNT).toBe(6);
  });
});

describe('posterUrl', () => {
  it('builds the w154 address by default', () => {
    expect(posterUrl('/abc.jpg')).toBe('https://image.tmdb.org/t/p/w154/abc.jpg');
  });

  it('uses the requested size', () => {
    expect(posterUrl('/abc.jpg', 'w342')).toBe('https://image.tmdb.org/t/p/w342/abc.jpg');
  });

  it('adds the missing leading slash', () => {
    expect(posterUrl('abc.jpg')).toBe('https://image.tmdb.org/t/p/w154/abc.jpg');
  });

  it('passes a full picture address from an offline catalogue through unchanged', () => {
    const picture = 'https://cdn.myanimelist.net/images/anime/1223/96541.jpg';
    expect(posterUrl(picture)).toBe(picture);
    expect(posterUrl(picture, 'w342')).toBe(picture);
  });

  it.each([null, undefined, '', '   '])('answers null for the empty path %j', (path) => {
    expect(posterUrl(path)).toBeNull();
  });
});
