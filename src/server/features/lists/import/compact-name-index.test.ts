import { beforeAll, describe, expect, it } from 'vitest';
import { type CompactNameIndex, CompactNameIndexBuilder } from './compact-name-index';

function indexOf(titles: [number, string][]): Promise<CompactNameIndex> {
  const builder = new CompactNameIndexBuilder();
  for (const [id, searchCompact] of titles) builder.add(id, searchCompact);
  return builder.finish(() => Promise.resolve());
}

describe('the compact-name index', () => {
  let index: CompactNameIndex;
  beforeAll(async () => {
    index = await indexOf([
      [1535, '|deathnote|テスノート|'],
      [5114, '|fullmetalalchemistbrotherhood|hagaren|'],
      [1_000_220_445, '|227|nanabunnonijuuni|'],
      [1_400_000_007, '|hagaren|'],
    ]);
  });

  it('finds every title carrying a name, in ascending id order', () => {
    expect(index.candidates('deathnote')).toEqual([1535]);
    expect(index.candidates('テスノート')).toEqual([1535]);
    expect(index.candidates('227')).toEqual([1_000_220_445]);
    expect(index.candidates('hagaren')).toEqual([5114, 1_400_000_007]);
  });

  it('finds nothing by a part of a name, a longer name, or across the separator', () => {
    expect(index.candidates('death')).toEqual([]);
    expect(index.candidates('note')).toEqual([]);
    expect(index.candidates('deathnote2')).toEqual([]);
    expect(index.candidates('deathnote|テスノート')).toEqual([]);
    expect(index.candidates('')).toEqual([]);
  });

  it('counts each name once and a title once per name', async () => {
    expect(index.names).toBe(7);
    expect((await indexOf([[1, '|a|b|a|']])).candidates('a')).toEqual([1]);
  });

  it('keeps about 8 bytes a name beyond its buckets, laid out in parts between turns', async () => {
    const titles = Array.from({ length: 12_000 }, (_, id): [number, string] => [
      id + 1,
      Array.from({ length: 10 }, (_, name) => `title${id}name${name}`).join('|'),
    ]);
    const builder = new CompactNameIndexBuilder();
    for (const [id, searchCompact] of titles) builder.add(id, searchCompact);
    let pauses = 0;
    const large = await builder.finish(() => Promise.resolve(void (pauses += 1)));
    expect(pauses).toBe(3);
    expect(large.names).toBe(120_000);
    expect(large.candidates('title11999name9')).toEqual([12_000]);
    expect(large.candidates('title0name0')).toEqual([1]);
    const buckets = (await indexOf([])).bytes;
    expect((large.bytes - buckets) / large.names).toBeLessThan(9);
  });
});
