import { describe, expect, it } from 'vitest';
import { genreForTag, genresFor } from './genre-map';

describe('genresFor', () => {
  it('puts Animation first and maps per media type', () => {
    expect(genresFor(['Action', 'Sci-Fi', 'Kids'], 'tv')).toEqual([
      { id: 16, name: 'Animation' },
      { id: 10759, name: 'Action & Adventure' },
      { id: 10765, name: 'Sci-Fi & Fantasy' },
      { id: 10762, name: 'Kids' },
    ]);
    expect(genresFor(['Action', 'Sci-Fi', 'Kids'], 'movie')).toEqual([
      { id: 16, name: 'Animation' },
      { id: 28, name: 'Action' },
      { id: 878, name: 'Science Fiction' },
      { id: 10751, name: 'Family' },
    ]);
  });

  it('gives genres without a TMDB equivalent private ids under their MyAnimeList names', () => {
    expect(genresFor(['Mecha', 'Slice of Life', 'Not A Genre'], 'tv')).toEqual([
      { id: 16, name: 'Animation' },
      { id: 1_000_011, name: 'Mecha' },
      { id: 1_000_023, name: 'Slice of Life' },
    ]);
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
