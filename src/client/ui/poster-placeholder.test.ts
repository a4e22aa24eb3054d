import { describe, expect, it } from 'vitest';
import { placeholderLook } from './poster-placeholder';
import { titleInitials } from './title-initials';

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

const TITLES = [
  'Fullmetal Alchemist: Brotherhood',
  'Steins;Gate',
  'Death Note',
  'Shingeki no Kyojin',
  'Sousou no Frieren',
  'Mushishi',
  'Cowboy Bebop',
  'Spirited Away',
];

describe('placeholderLook', () => {
  it('is derived from the title: the same wherever the title appears', () => {
    const first = placeholderLook('Fullmetal Alchemist: Brotherhood', 'tv:5114');
    expect(placeholderLook('Fullmetal Alchemist: Brotherhood', 'search:5114')).toEqual(first);
    expect(first.initials).toBe('FA');
  });

  it('tells neighbouring titles apart', () => {
    const backgrounds = new Set(TITLES.map((title) => placeholderLook(title, '').background));
    expect(backgrounds.size).toBe(TITLES.length);
  });

  it('falls back to the seed for a title without text', () => {
    expect(placeholderLook('', 'tv:1').background).not.toBe(placeholderLook('', 'tv:2').background);
  });

  it('keeps both colours dark enough for white text', () => {
    for (const title of TITLES) {
      const lightness = [
        ...placeholderLook(title, '').background.matchAll(/hsl\(\d+ \d+% (\d+)%\)/g),
      ].map((match) => Number(match[1]));
      expect(lightness).toHaveLength(2);
      for (const value of lightness) expect(value).toBeLessThanOrEqual(30);
    }
  });
});
