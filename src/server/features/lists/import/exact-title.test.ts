import { describe, expect, it } from 'vitest';
import { chooseExact, type NamedCandidate } from './exact-title';
import type { CatalogueLookup } from './import-entry';

const lookup: CatalogueLookup = {
  kind: 'catalogue',
  malId: null,
  anilistId: null,
  mediaType: 'tv',
  titles: ['Hunter x Hunter'],
  year: null,
};

const candidate = (id: number, extra: Partial<NamedCandidate> = {}): NamedCandidate => ({
  key: { media_type: 'tv', id },
  season: null,
  mediaType: 'tv',
  year: null,
  malId: id,
  anilistId: null,
  ...extra,
});

describe('choosing the title an exact name points to', () => {
  it('takes the one title, and calls two a tie', () => {
    expect(chooseExact([candidate(136)], lookup)).toEqual({
      kind: 'one',
      key: { media_type: 'tv', id: 136 },
      season: null,
    });
    expect(chooseExact([candidate(136), candidate(11061)], lookup)).toEqual({
      kind: 'ambiguous',
      count: 2,
    });
    expect(chooseExact([], lookup)).toEqual({ kind: 'none' });
  });

  it('keeps only titles of the line’s type and year; an unknown year excludes nothing', () => {
    const titles = [
      candidate(136, { year: 1999 }),
      candidate(11061, { year: 2011 }),
      candidate(5, { mediaType: 'movie', key: { media_type: 'movie', id: 5 } }),
      candidate(7),
    ];
    expect(chooseExact(titles, { ...lookup, year: 2011 })).toEqual({ kind: 'ambiguous', count: 2 });
    expect(chooseExact(titles.slice(0, 3), { ...lookup, year: 2011 })).toMatchObject({
      kind: 'one',
      key: { id: 11061 },
    });
    expect(chooseExact(titles.slice(2, 3), lookup)).toEqual({ kind: 'none' });
  });

  it('never takes a title that carries another id on the line’s own site', () => {
    const withIds = { ...lookup, malId: 11061, anilistId: 11061 };
    expect(chooseExact([candidate(136)], withIds)).toEqual({ kind: 'none' });
    expect(
      chooseExact([candidate(1_000_000_001, { malId: null, anilistId: 99 })], withIds),
    ).toEqual({ kind: 'none' });
    expect(chooseExact([candidate(1_000_000_001, { malId: null })], withIds)).toMatchObject({
      kind: 'one',
    });
  });

  it('reads a show and its season named alike as the show, without a season', () => {
    const show = candidate(16498);
    const season = candidate(25777, { key: { media_type: 'tv', id: 16498 }, season: 2 });
    expect(chooseExact([show, season], lookup)).toEqual({
      kind: 'one',
      key: { media_type: 'tv', id: 16498 },
      season: null,
    });
    expect(chooseExact([season], lookup)).toMatchObject({ season: 2 });
  });
});
