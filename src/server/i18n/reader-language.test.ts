import { describe, expect, it } from 'vitest';
import { readerOf } from './reader-language';

describe('readerOf', () => {
  it('takes the account’s languages where it chose them', () => {
    expect(readerOf({ language: 'de', title_language: 'romaji' }, 'ja')).toEqual({
      language: 'de',
      titleLanguage: 'romaji',
    });
  });

  it('falls back to the page’s language, and to English without one', () => {
    const none = { language: null, title_language: null };
    expect(readerOf(none, 'fr')).toEqual({ language: 'fr', titleLanguage: 'english' });
    expect(readerOf(none)).toEqual({ language: 'en', titleLanguage: 'english' });
    expect(readerOf(undefined, 'es').language).toBe('es');
  });

  it('gives a Japanese reader who chose no title language the Japanese names', () => {
    expect(readerOf({ language: 'ja', title_language: null }).titleLanguage).toBe('native');
    expect(readerOf({ language: null, title_language: null }, 'ja').titleLanguage).toBe('native');
  });

  it('reads a language no longer offered, or none we know, as no choice', () => {
    expect(readerOf({ language: 'de', title_language: 'klingon' }, 'en', ['en', 'ja'])).toEqual({
      language: 'en',
      titleLanguage: 'english',
    });
    expect(readerOf({ language: 'tlh', title_language: null }, 'ja').language).toBe('ja');
  });
});
