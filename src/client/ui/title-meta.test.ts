import { describe, expect, it } from 'vitest';
import { formatLabel, kindLabel, mediaTypeLabel, scoreLabel, yearLabel } from './title-meta';

describe('title labels', () => {
  it("names the media type 'TV' or 'Movie'", () => {
    expect(mediaTypeLabel('tv')).toBe('TV');
    expect(mediaTypeLabel('movie')).toBe('Movie');
  });

  it('adds the format only when it tells something', () => {
    expect(kindLabel('tv', 'OVA')).toBe('TV · OVA');
    expect(kindLabel('tv', 'TV_SHORT')).toBe('TV · TV Short');
    expect(kindLabel('tv', 'TV')).toBe('TV');
    expect(kindLabel('movie', 'MOVIE')).toBe('Movie');
    expect(kindLabel('tv', 'UNKNOWN')).toBe('TV');
    expect(kindLabel('movie')).toBe('Movie');
    expect(formatLabel(undefined)).toBeNull();
  });

  it('shows a score with one decimal, and none for unscored titles', () => {
    expect(scoreLabel(9.26)).toBe('9.3');
    expect(scoreLabel(8)).toBe('8.0');
    expect(scoreLabel(0)).toBeNull();
    expect(scoreLabel(Number.NaN)).toBeNull();
  });

  it('gives the year only when a date is known', () => {
    expect(yearLabel({ first_air_date: '2009-04-05' })).toBe('2009');
    expect(yearLabel({ release_date: '', first_air_date: '' })).toBeNull();
  });
});
