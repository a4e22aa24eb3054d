import { describe, expect, it } from 'vitest';
import { normaliseForSearch } from './search-text';

describe('normaliseForSearch', () => {
  it('folds case, diacritics, punctuation and width', () => {
    expect(normaliseForSearch('Steins;Gate')).toBe('steins gate');
    expect(normaliseForSearch("  Gintama'  ")).toBe('gintama');
    expect(normaliseForSearch('Pokémon: XY&Z')).toBe('pokemon xy z');
    expect(normaliseForSearch('ＧＩＮＴＡＭＡ')).toBe('gintama');
    expect(normaliseForSearch('銀魂')).toBe('銀魂');
  });
});
