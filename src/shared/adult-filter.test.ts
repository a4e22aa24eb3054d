import { describe, expect, it } from 'vitest';
import { filterAdult, isAdultTitle } from './adult-filter';

describe('isAdultTitle', () => {
  it('keeps an ordinary title', () => {
    expect(isAdultTitle({ name: 'Mushishi', overview: 'Ginko travels.', adult: false })).toBe(
      false,
    );
  });

  it('flags a title marked adult', () => {
    expect(isAdultTitle({ name: 'Anything', overview: '', adult: true })).toBe(true);
  });

  it.each(['Hentai Prison', 'A PORNO story', 'Erotic Tales', 'XXX Files', 'My Eroge Life'])(
    'flags the explicit word in the title %j',
    (name) => {
      expect(isAdultTitle({ name })).toBe(true);
    },
  );

  it('flags an explicit word in the overview, ignoring case and punctuation', () => {
    expect(isAdultTitle({ name: 'Night Train', overview: 'An uncut, pornographic OVA.' })).toBe(
      true,
    );
    expect(isAdultTitle({ name: 'Night Train', overview: 'Adapted from an (eroge).' })).toBe(true);
  });

  it('flags the word sex in a title but not in an overview', () => {
    expect(isAdultTitle({ name: 'Sex Pistols' })).toBe(true);
    expect(isAdultTitle({ name: 'Ouran', overview: 'She hides her sex from the club.' })).toBe(
      false,
    );
  });

  it.each([
    ['Sussex Detective Agency', 'A case in Sussex.'],
    ['xxxHOLiC', 'A shop that grants wishes.'],
    ['Hentaigana Lessons', 'Calligraphy with hentaigana.'],
    ['Sexagesimal', 'Counting in base sixty.'],
    ['Neurotic Nights', 'Pornographers? No: photographers.'],
  ])('does not flag words that merely contain a keyword: %j', (name, overview) => {
    expect(isAdultTitle({ name, overview })).toBe(false);
  });

  it('flags blocklisted titles by exact normalised title, original titles included', () => {
    expect(isAdultTitle({ title: 'Bible Black' })).toBe(true);
    expect(isAdultTitle({ name: 'urotsukidōji legend of the overfiend' })).toBe(true);
    expect(isAdultTitle({ name: 'Something', original_name: 'La Blue Girl' })).toBe(true);
  });

  it('does not flag titles that only contain a blocklisted title', () => {
    expect(isAdultTitle({ name: 'Kite Liberator' })).toBe(false);
    expect(isAdultTitle({ name: 'Black Bible Club' })).toBe(false);
  });
});

describe('filterAdult', () => {
  const items = [
    { id: 1, name: 'Mushishi', overview: '', adult: false },
    { id: 2, name: 'Flagged', overview: '', adult: true },
    { id: 3, name: 'Bible Black', overview: '', adult: false },
    { id: 4, name: 'Plain', overview: 'A hentai parody.', adult: false },
  ];

  it('removes flagged, keyword and blocklisted titles when adult is hidden', () => {
    expect(filterAdult(items, false).map((item) => item.id)).toEqual([1]);
  });

  it('removes nothing when adult is allowed', () => {
    expect(filterAdult(items, true)).toEqual(items);
  });
});
