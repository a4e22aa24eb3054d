import { describe, expect, it } from 'vitest';
import { genreForTag, genresFor, isAdult } from './genre-map';

describe('genresFor', () => {
  it('gives one genre set under MyAnimeList names, the same ids on TV and films', () => {
    expect(genresFor(['Action', 'Adventure', 'Sci-Fi', 'Fantasy'])).toEqual([
      { id: 28, name: 'Action' },
      { id: 12, name: 'Adventure' },
      { id: 878, name: 'Sci-Fi' },
      { id: 14, name: 'Fantasy' },
    ]);
  });

  it('maps the 2017 names onto the current ones, private ids kept, unknown names dropped', () => {
    expect(
      genresFor(['Mecha', 'Thriller', 'Dementia', 'Shoujo Ai', 'Yuri', 'Cars', 'Nope']),
    ).toEqual([
      { id: 1_000_011, name: 'Mecha' },
      { id: 53, name: 'Suspense' },
      { id: 1_000_002, name: 'Avant Garde' },
      { id: 1_000_020, name: 'Girls Love' },
      { id: 1_000_001, name: 'Racing' },
    ]);
  });

  it('reads anime-offline-database tags the same way', () => {
    expect(
      genresFor(['science fiction', 'slice of life', 'male protagonist', 'magical girl']),
    ).toEqual([
      { id: 878, name: 'Sci-Fi' },
      { id: 1_000_023, name: 'Slice of Life' },
      { id: 1_000_035, name: 'Mahou Shoujo' },
    ]);
  });

  it('never names a TMDB-only genre', () => {
    const names = genresFor(['Action', 'Adventure', 'Sci-Fi', 'Fantasy', 'Kids', 'Historical']).map(
      (genre) => genre.name,
    );
    expect(names).not.toContain('Action & Adventure');
    expect(names).not.toContain('Sci-Fi & Fantasy');
    expect(names).not.toContain('Animation');
  });
});

describe('genreForTag', () => {
  it('recognises genre tags in any case and their common aliases', () => {
    expect(genreForTag('comedy')).toBe('Comedy');
    expect(genreForTag('SLICE OF LIFE')).toBe('Slice of Life');
    expect(genreForTag('science fiction')).toBe('Sci-Fi');
    expect(genreForTag('hentai')).toBe('Hentai');
    expect(genreForTag('male protagonist')).toBeNull();
  });
});

describe('isAdult', () => {
  it('marks Hentai and Erotica, by name or tag, and nothing else', () => {
    expect(isAdult(['Comedy', 'Hentai'])).toBe(true);
    expect(isAdult(['erotica'])).toBe(true);
    expect(isAdult(['Ecchi', 'Harem', 'Yaoi'])).toBe(false);
  });
});
