import { describe, expect, it } from 'vitest';
import {
  ACCEPT_LANGUAGE_MAX_LENGTH,
  ACCEPT_LANGUAGE_MAX_RANGES,
  LANGUAGES,
  OFFERED_LANGUAGES,
  negotiateLanguage,
  parseAcceptLanguage,
  type Language,
} from './languages';

const ALL = Object.keys(LANGUAGES) as Language[];

describe('LANGUAGES', () => {
  it('names the six languages in themselves, English first', () => {
    expect(LANGUAGES).toEqual({
      en: 'English',
      ja: '日本語',
      es: 'Español',
      'pt-BR': 'Português (Brasil)',
      fr: 'Français',
      de: 'Deutsch',
    });
  });

  it('offers English, the source language', () => {
    expect(OFFERED_LANGUAGES[0]).toBe('en');
  });
});

describe('negotiateLanguage', () => {
  it('takes the first preference that names an offered language', () => {
    expect(negotiateLanguage(['zh-CN', 'fr-FR', 'de'], ALL)).toBe('fr');
    expect(negotiateLanguage(['ja', 'en'], ALL)).toBe('ja');
  });

  it('matches tags whatever their case', () => {
    expect(negotiateLanguage(['PT-br'], ALL)).toBe('pt-BR');
    expect(negotiateLanguage(['JA-jp'], ALL)).toBe('ja');
  });

  it('matches a region or script of a language by the language alone', () => {
    expect(negotiateLanguage(['de-AT'], ALL)).toBe('de');
    expect(negotiateLanguage(['es-419'], ALL)).toBe('es');
    expect(negotiateLanguage(['en-GB'], ALL)).toBe('en');
    expect(negotiateLanguage(['fr-CA'], ALL)).toBe('fr');
  });

  it('gives Brazilian Portuguese for any Portuguese', () => {
    expect(negotiateLanguage(['pt'], ALL)).toBe('pt-BR');
    expect(negotiateLanguage(['pt-PT'], ALL)).toBe('pt-BR');
  });

  it('takes the first offered language for a wildcard', () => {
    expect(negotiateLanguage(['zh', '*'], ['de', 'en'])).toBe('de');
  });

  it('falls back to English when nothing matches or nothing is asked', () => {
    expect(negotiateLanguage(['zh-TW', 'ko'], ALL)).toBe('en');
    expect(negotiateLanguage([], ALL)).toBe('en');
    expect(negotiateLanguage([''], ALL)).toBe('en');
  });

  it('gives only offered languages', () => {
    expect(negotiateLanguage(['de', 'fr'], ['en', 'fr'])).toBe('fr');
    expect(negotiateLanguage(['de'], ['en'])).toBe('en');
    expect(negotiateLanguage(['de'])).toBe(OFFERED_LANGUAGES.includes('de') ? 'de' : 'en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders ranges by q-value, then by their place in the header', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
      '*',
    ]);
    expect(parseAcceptLanguage('en;q=0.5,ja,de;q=0.5')).toEqual(['ja', 'en', 'de']);
  });

  it('reads q-values whatever their case and spacing', () => {
    expect(parseAcceptLanguage(' de ; Q=0.2 ,es ;q=1.000')).toEqual(['es', 'de']);
  });

  it('leaves out refused and malformed ranges', () => {
    expect(parseAcceptLanguage('de;q=0, ja;q=0.000, fr')).toEqual(['fr']);
    expect(
      parseAcceptLanguage('en;q=2, es;q=-1, de;q=abc, <script>, ja_JP, 1x, pt;foo=bar, it'),
    ).toEqual(['it']);
  });

  it('gives nothing for an absent or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(' , ;q=1')).toEqual([]);
  });

  it('reads a bounded number of ranges from a bounded length', () => {
    const many = Array.from({ length: 100 }, (_, index) => `en-x${index}`).join(',');
    expect(parseAcceptLanguage(many)).toHaveLength(ACCEPT_LANGUAGE_MAX_RANGES);
    const long = `${'a'.repeat(ACCEPT_LANGUAGE_MAX_LENGTH)},de`;
    expect(parseAcceptLanguage(long)).toEqual([]);
  });

  it('negotiates with the parsed header', () => {
    expect(negotiateLanguage(parseAcceptLanguage('ko;q=0.9, pt-PT;q=0.8, en;q=0.1'), ALL)).toBe(
      'pt-BR',
    );
  });
});
