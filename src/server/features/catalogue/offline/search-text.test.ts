import { describe, expect, it } from 'vitest';
import { compactForSearch, normaliseForSearch } from './search-text';

describe('normaliseForSearch', () => {
  it('folds case, diacritics, punctuation and width', () => {
    expect(normaliseForSearch('Steins;Gate')).toBe('steins gate');
    expect(normaliseForSearch("  Gintama'  ")).toBe('gintama');
    expect(normaliseForSearch('Pokémon: XY&Z')).toBe('pokemon xy z');
    expect(normaliseForSearch('ＧＩＮＴＡＭＡ')).toBe('gintama');
    expect(normaliseForSearch('銀魂')).toBe('銀魂');
  });

  it('reads a multiplication sign as an x', () => {
    expect(normaliseForSearch('SPY×FAMILY')).toBe('spy x family');
    expect(normaliseForSearch('HUNTER×HUNTER')).toBe('hunter x hunter');
  });
});

describe('compactForSearch', () => {
  it('drops spaces and punctuation so names written apart or together meet', () => {
    expect(compactForSearch('DAN DA DAN')).toBe(compactForSearch('dandadan'));
    expect(compactForSearch("Hell's Paradise")).toBe(compactForSearch('hells paradise'));
    expect(compactForSearch('SPY×FAMILY')).toBe(compactForSearch('spy x family'));
    expect(compactForSearch('【Oshi No Ko】')).toBe('oshinoko');
    expect(compactForSearch('ｂｏｃｃｈｉ　ｔｈｅ　ｒｏｃｋ！')).toBe('bocchitherock');
  });

  it('keeps Japanese text searchable by any part of it', () => {
    expect(compactForSearch('葬送のフリーレン')).toContain(compactForSearch('フリーレン'));
  });
});
