import { describe, expect, it } from 'vitest';
import { parseTmdbRef } from './catalogue-ids';

describe('bangumi-data’s TMDB references', () => {
  it('reads shows, their seasons and episodes, and films', () => {
    expect(parseTmdbRef('tv/209867')).toEqual({ mediaType: 'tv', id: 209867, season: null });
    expect(parseTmdbRef('tv/120089/season/2')).toEqual({ mediaType: 'tv', id: 120089, season: 2 });
    expect(parseTmdbRef('tv/1429/season/0/episode/36')).toEqual({
      mediaType: 'tv',
      id: 1429,
      season: 0,
    });
    expect(parseTmdbRef('movie/372058')).toEqual({ mediaType: 'movie', id: 372058, season: null });
  });

  it('reads nothing else', () => {
    for (const text of [null, '', 'tv/', 'tv/0', 'person/1', 'tv/1/season/x', ' tv/1', 'tv/1/']) {
      expect(parseTmdbRef(text)).toBeNull();
    }
  });
});
