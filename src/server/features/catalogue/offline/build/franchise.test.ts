import { describe, expect, it } from 'vitest';
import { franchiseKey } from './franchise';

describe('franchiseKey', () => {
  it('gives every Gintama instalment one key', () => {
    const names = [
      'Gintama',
      "Gintama'",
      'Gintama°',
      "Gintama': Enchousen",
      'Gintama Movie: Kanketsu-hen - Yorozuya yo Eien Nare',
      'Gintama.',
    ];
    expect(new Set(names.map(franchiseKey))).toEqual(new Set(['gintama']));
  });

  it('strips season and numbering words from the end only', () => {
    expect(franchiseKey('Haikyuu!! Second Season')).toBe('haikyuu');
    expect(franchiseKey('Code Geass: Hangyaku no Lelouch R2')).toBe('code geass');
    expect(franchiseKey('Kara no Kyoukai 5: Mujun Rasen')).toBe('kara no kyoukai');
    expect(franchiseKey('Hunter x Hunter (2011)')).toBe('hunter x hunter');
    expect(franchiseKey('The Movie')).toBeNull();
  });

  it('keeps a colon without a space inside the name', () => {
    expect(franchiseKey('Re:Zero kara Hajimeru Isekai Seikatsu')).toBe(
      're zero kara hajimeru isekai seikatsu',
    );
  });
});
