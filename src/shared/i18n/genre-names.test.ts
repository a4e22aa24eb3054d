import { describe, expect, it } from 'vitest';
import { genreMessageId } from './genre-names';

describe('genreMessageId', () => {
  it('names a known genre by its English name made an id, whatever its spelling', () => {
    expect(genreMessageId('Slice of Life')).toBe('genres.slice-of-life');
    expect(genreMessageId('Sci-Fi & Fantasy')).toBe('genres.sci-fi-fantasy');
    expect(genreMessageId('Boys Love')).toBe('genres.boys-love');
  });

  it('has none for a genre no catalogue was known to have', () => {
    expect(genreMessageId('Cyberpunk')).toBeNull();
    expect(genreMessageId('')).toBeNull();
  });
});
