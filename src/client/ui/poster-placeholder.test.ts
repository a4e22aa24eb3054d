import { describe, expect, it } from 'vitest';
import { placeholderLook, titleInitials } from './poster-placeholder';

describe('titleInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(titleInitials('Fullmetal Alchemist: Brotherhood')).toBe('FA');
    expect(titleInitials('Steins;Gate')).toBe('SG');
    expect(titleInitials('Mushishi')).toBe('M');
  });

  it('handles unspaced Japanese titles, digits and empty names', () => {
    expect(titleInitials('進撃の巨人')).toBe('進');
    expect(titleInitials('86 Eighty-Six')).toBe('8E');
    expect(titleInitials(' — ')).toBe('');
  });
});

describe('placeholderLook', () => {
  it('is the same for the same title and differs between titles', () => {
    const first = placeholderLook('tv:5114', 'Fullmetal Alchemist: Brotherhood');
    expect(placeholderLook('tv:5114', 'Fullmetal Alchemist: Brotherhood')).toEqual(first);
    expect(placeholderLook('tv:9253', 'Steins;Gate').background).not.toBe(first.background);
    expect(first.initials).toBe('FA');
  });

  it('keeps both colours dark enough for white initials', () => {
    for (const seed of ['a', 'b', 'tv:1', 'movie:129', 'tv:21']) {
      const lightness = [...placeholderLook(seed, 'x').background.matchAll(/(\d+)%\)/g)].map(
        (match) => Number(match[1]),
      );
      expect(lightness).toHaveLength(2);
      for (const value of lightness) expect(value).toBeLessThanOrEqual(30);
    }
  });
});
