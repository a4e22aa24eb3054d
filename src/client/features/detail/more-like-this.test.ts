import { describe, expect, it } from 'vitest';
import type { Title } from '../../lib/catalogue/titles';
import { MORE_LIKE_THIS_COUNT, othersThan, tellingGenre } from './more-like-this';

describe('tellingGenre', () => {
  it('passes over Animation, which every title has', () => {
    expect(
      tellingGenre([
        { id: 16, name: 'Animation' },
        { id: 18, name: 'Drama' },
      ]),
    ).toBe(18);
  });

  it('gives nothing when Animation is the only genre', () => {
    expect(tellingGenre([{ id: 16, name: 'Animation' }])).toBeNull();
    expect(tellingGenre([])).toBeNull();
  });
});

describe('othersThan', () => {
  it('leaves the title itself out and keeps one row', () => {
    const titles = Array.from({ length: 10 }, (_, index) => ({ id: index + 1 }) as Title);
    const others = othersThan(titles, { id: 2 });
    expect(others.map((title) => title.id)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(others).toHaveLength(MORE_LIKE_THIS_COUNT);
  });
});
