import { describe, expect, it } from 'vitest';
import { tvDetails } from './test-titles';
import { otherNames, titleName } from './title-names';

describe('otherNames', () => {
  it('gives the original name and synonyms, each once and never the name itself', () => {
    const details = tvDetails({
      name: 'Attack on Titan',
      original_name: '進撃の巨人',
      synonyms: ['Shingeki no Kyojin', 'attack on titan', '進撃の巨人', ' '],
    });
    expect(otherNames({ mediaType: 'tv', details })).toEqual(['進撃の巨人', 'Shingeki no Kyojin']);
  });
});

describe('titleName', () => {
  it('reads a series by its name', () => {
    expect(titleName({ mediaType: 'tv', details: tvDetails({ name: 'Frieren' }) })).toBe('Frieren');
  });
});
