import { describe, expect, it } from 'vitest';
import { sourceLinks } from './source-links';

describe('sourceLinks', () => {
  it('links MyAnimeList for the bundled catalogue', () => {
    expect(sourceLinks('offline', 'tv', 5114, ['https://myanimelist.net/anime/5114'])).toEqual([
      { label: 'MyAnimeList', url: 'https://myanimelist.net/anime/5114' },
    ]);
  });

  it('names each known site once and skips unknown or unsafe addresses', () => {
    expect(
      sourceLinks('offline', 'tv', 1, [
        'https://anilist.co/anime/1',
        'https://anilist.co/anime/2',
        'javascript:alert(1)',
        'http://myanimelist.net/anime/1',
        'https://example.com/anime/1',
        'not a url',
        'https://kitsu.app/anime/1',
      ]).map((link) => link.label),
    ).toEqual(['AniList', 'Kitsu']);
  });

  it("links TMDB's page when TMDB answers", () => {
    expect(sourceLinks('tmdb', 'movie', 129, undefined)).toEqual([
      { label: 'TMDB', url: 'https://www.themoviedb.org/movie/129' },
    ]);
  });
});
