import { describe, expect, it } from 'vitest';
import { genreMessageId } from './genre-names';

describe('genreMessageId', () => {
  it('names a known genre by its English name made an id, whatever its spelling', () => {
    expect(genreMessageId('Slice of Life')).toBe('common.genre.slice-of-life');
    expect(genreMessageId('Sci-Fi & Fantasy')).toBe('common.genre.sci-fi-fantasy');
    expect(genreMessageId('Boys Love')).toBe('common.genre.boys-love');
  });

  it('has none for a genre no catalogue was known to have', () => {
    expect(genreMessageId('Cyberpunk')).toBeNull();
    expect(genreMessageId('')).toBeNull();
  });
});
