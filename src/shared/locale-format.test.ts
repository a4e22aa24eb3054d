import { afterEach, describe, expect, it } from 'vitest';
import { compareNames, formatCount, formatTenths, setFormatLanguage } from './locale-format';

describe('locale formatting', () => {
  it('writes counts with English thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    for (const value of [7, 999, 1000, 65_535, 100_000, 2_000_000_000, -12_345, 1234.5, 0.25])
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-US'));
  });

  it('orders names as an English collator does, accents and case included', () => {
    const names = ['Zombie', 'école', 'Ecchi', 'action', 'Adventure', 'Élan'];
    expect([...names].sort(compareNames)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect([...names].sort(compareNames)).toEqual([
      'action',
      'Adventure',
      'Ecchi',
      'école',
      'Élan',
      'Zombie',
    ]);
  });

  it('orders plain ASCII names exactly as the collator does, without making one', () => {
    const collator = new Intl.Collator('en');
    const alphabet = ` _-,;:!?.'"()[]&#+/~$09aAbBzZ`;
    let seed = 17;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        alphabet.charAt(Math.floor(random() * alphabet.length)),
      ).join('');
    for (let pair = 0; pair < 20_000; pair++) {
      const [a, b] = [word(), word()];
      expect(compareNames(a, b), `${a} | ${b}`).toBe(collator.compare(a, b));
    }
    const genres = ['Sci-Fi & Fantasy', 'Science Fiction', 'Slice of Life', 'Action', 'action'];
    expect([...genres].sort(compareNames)).toEqual([...genres].sort(collator.compare));
  });

  it('puts every printable ASCII character where the collator does, in every language', () => {
    const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
    const misplaced: string[] = [];
    for (const language of ['en', 'ja', 'es', 'pt-BR', 'fr', 'de']) {
      const collator = new Intl.Collator(language);
      setFormatLanguage(language);
      for (const a of printable)
        for (const b of printable)
          if (compareNames(a, b) !== collator.compare(a, b))
            misplaced.push(`${language}: ${a}|${b}`);
    }
    setFormatLanguage('en');
    expect(misplaced).toEqual([]);
  });
});

describe('in another language', () => {
  afterEach(() => setFormatLanguage('en'));

  it('writes counts as the language does', () => {
    for (const language of ['ja', 'es', 'pt-BR', 'fr', 'de']) {
      setFormatLanguage(language);
      for (const value of [7, 1000, 12_345, 2_000_000, 1234.5])
        expect(formatCount(value), `${language} ${value}`).toBe(value.toLocaleString(language));
    }
    setFormatLanguage('de');
    expect(formatCount(12_345)).toBe('12.345');
  });

  it('writes a score’s tenth with the language’s decimal mark', () => {
    expect(formatTenths(8)).toBe('8.0');
    setFormatLanguage('fr');
    expect(formatTenths(9.26)).toBe('9,3');
    setFormatLanguage('ja');
    expect(formatTenths(9.26)).toBe('9.3');
  });

  it('orders names with accents as the language does', () => {
    setFormatLanguage('de');
    const names = ['Zombie', 'Ärger', 'Abenteuer', 'Öl'];
    expect([...names].sort(compareNames)).toEqual(['Abenteuer', 'Ärger', 'Öl', 'Zombie']);
  });
});
