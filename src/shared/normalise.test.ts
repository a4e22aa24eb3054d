import { describe, expect, it } from 'vitest';
import { comparableText, isMediaType, normaliseItem, releaseYear } from './normalise';

describe('normaliseItem', () => {
  it('keeps a film’s own title, release date and media type', () => {
    const item = normaliseItem(
      { id: 129, title: 'Spirited Away', release_date: '2001-07-20', media_type: 'movie' },
      'tv',
    );
    expect(item).toEqual({
      id: 129,
      title: 'Spirited Away',
      release_date: '2001-07-20',
      media_type: 'movie',
    });
  });

  it('falls back to name and first_air_date for a series', () => {
    const item = normaliseItem(
      { id: 1429, name: 'Attack on Titan', first_air_date: '2013-04-07' },
      'tv',
    );
    expect(item.title).toBe('Attack on Titan');
    expect(item.release_date).toBe('2013-04-07');
  });

  it('falls back to name when the title is empty', () => {
    expect(normaliseItem({ id: 1, title: '', name: 'Mushishi' }, 'tv').title).toBe('Mushishi');
  });

  it('falls back to first_air_date when release_date is empty', () => {
    const item = normaliseItem({ id: 1, release_date: '', first_air_date: '2005-10-23' }, 'tv');
    expect(item.release_date).toBe('2005-10-23');
  });

  it('answers an empty title and a null date when the record has neither', () => {
    const item = normaliseItem({ id: 7 }, 'movie');
    expect(item.title).toBe('');
    expect(item.release_date).toBeNull();
  });

  it('uses the supplied type when the record has none or an unknown one', () => {
    expect(normaliseItem({ id: 1 }, 'tv').media_type).toBe('tv');
    expect(normaliseItem({ id: 1, media_type: 'person' }, 'movie').media_type).toBe('movie');
  });

  it('keeps every other upstream field', () => {
    const item = normaliseItem(
      { id: 3, name: 'Monster', poster_path: '/m.jpg', popularity: 9 },
      'tv',
    );
    expect(item.poster_path).toBe('/m.jpg');
    expect(item.popularity).toBe(9);
    expect(item.name).toBe('Monster');
  });
});

describe('releaseYear', () => {
  it('reads the year of the release date', () => {
    expect(releaseYear({ release_date: '1988-07-16' })).toBe(1988);
  });

  it('falls back to the first air date', () => {
    expect(releaseYear({ release_date: '', first_air_date: '1998-04-03' })).toBe(1998);
  });

  it.each([
    {},
    { release_date: null },
    { release_date: 'unknown' },
    { first_air_date: '98-04-03' },
  ])('answers null for %j', (item) => {
    expect(releaseYear(item)).toBeNull();
  });
});

describe('isMediaType', () => {
  it('accepts only tv and movie', () => {
    expect(isMediaType('tv')).toBe(true);
    expect(isMediaType('movie')).toBe(true);
    expect(isMediaType('person')).toBe(false);
    expect(isMediaType(undefined)).toBe(false);
  });
});

describe('comparableText', () => {
  it('removes case, accents and punctuation', () => {
    expect(comparableText('Pokémon: The First Movie!')).toBe('pokemon the first movie');
  });

  it('treats full-width punctuation and repeated spaces as one space', () => {
    expect(comparableText('RE：ZERO  −Starting Life')).toBe('re zero starting life');
  });

  it('keeps Japanese letters and their voicing marks', () => {
    expect(comparableText('進撃の巨人')).toBe('進撃の巨人');
    expect(comparableText('機動戦士ガンダム')).toBe('機動戦士ガンダム');
  });

  it('reduces plain ASCII exactly as the Unicode steps do', () => {
    const samples = [
      'Re:Zero kara Hajimeru Isekai Seikatsu (2016)!!',
      'Steins;Gate\t0\n',
      '  .hack//SIGN  ',
      'A boy, a girl & 100 cats - "Part 2"',
    ];
    // A combining accent sends a string down the Unicode path, which then drops the accent.
    for (const sample of samples)
      expect(comparableText(sample)).toBe(comparableText(`${sample}\u0301`));
    expect(comparableText(samples[0])).toBe('re zero kara hajimeru isekai seikatsu 2016');
  });

  it('answers an empty string for missing text', () => {
    expect(comparableText(null)).toBe('');
  });
});
