import { describe, expect, it } from 'vitest';
import { paddingOf, type PaddingTitle } from './padding';

const title = (overrides: Partial<PaddingTitle> & { id: number }): PaddingTitle => ({
  media_type: 'tv',
  name: `Title ${overrides.id}`,
  first_air_date: '2015-01-01',
  popularity: 100,
  format: 'TV',
  ...overrides,
});

const fma = title({
  id: 5114,
  name: 'Fullmetal Alchemist: Brotherhood',
  first_air_date: '2009-04-05',
  popularity: 900,
});
const fma2003 = title({
  id: 121,
  name: 'Fullmetal Alchemist',
  first_air_date: '2003-10-04',
  popularity: 400,
});
const aot = title({
  id: 16498,
  name: 'Shingeki no Kyojin',
  first_air_date: '2013-04-07',
  popularity: 1000,
});
const noStarted = new Set<string>();

describe('paddingOf', () => {
  it('calls a special a special, whatever it relates to', () => {
    const specials = title({
      id: 1,
      name: 'Fullmetal Alchemist: The Sacred Star of Milos Specials',
      format: 'SPECIAL',
    });
    expect(paddingOf(specials, [], noStarted)).toBe('special');
    expect(paddingOf(title({ id: 2, format: 'MUSIC' }), [], new Set(['tv:2']))).toBe('special');
  });

  it('calls a recap a recap by its name', () => {
    expect(
      paddingOf(title({ id: 3, name: 'Shingeki no Kyojin Season 2 Recap' }), [], noStarted),
    ).toBe('recap');
    expect(
      paddingOf(
        title({ id: 4, media_type: 'movie', name: undefined, title: 'Gintama: Soushuuhen' }),
        [],
        noStarted,
      ),
    ).toBe('recap');
    expect(paddingOf(title({ id: 5, name: 'Recapture' }), [], noStarted)).toBeNull();
  });

  it('leaves out a sequel or side story of a title the user has not started', () => {
    const sideStory = title({
      id: 20,
      name: 'Shingeki no Kyojin OVA',
      format: 'OVA',
      first_air_date: '2013-12-09',
      popularity: 200,
    });
    expect(paddingOf(sideStory, [aot], noStarted)).toBe('sequel');
    expect(paddingOf(sideStory, [aot], new Set(['tv:999']))).toBe('sequel');
  });

  it('keeps a sequel of a title the user has started', () => {
    const sequel = title({
      id: 21,
      name: 'Shingeki no Kyojin Season 2',
      first_air_date: '2017-04-01',
      popularity: 600,
    });
    expect(paddingOf(sequel, [aot], new Set(['tv:16498']))).toBeNull();
  });

  it('keeps a first series, and a retelling that outdraws the title it follows', () => {
    const laterSpinOff = title({ id: 22, first_air_date: '2020-01-01', popularity: 50 });
    expect(paddingOf(aot, [laterSpinOff], noStarted)).toBeNull();
    expect(paddingOf(fma, [fma2003], noStarted)).toBeNull();
  });

  it('cannot tell a sequel without dates, and keeps it', () => {
    const undated = title({ id: 23, first_air_date: '', popularity: 10 });
    expect(paddingOf(undated, [aot], noStarted)).toBeNull();
    expect(
      paddingOf(title({ id: 24, popularity: 10 }), [{ ...aot, first_air_date: '' }], noStarted),
    ).toBeNull();
  });
});
