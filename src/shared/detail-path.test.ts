import { describe, expect, it } from 'vitest';
import { parseDetailParams } from './detail-path';

describe('parseDetailParams', () => {
  it('reads TV and movie addresses', () => {
    expect(parseDetailParams('tv', '1429')).toEqual({ mediaType: 'tv', id: 1429 });
    expect(parseDetailParams('movie', '129')).toEqual({ mediaType: 'movie', id: 129 });
  });

  it('refuses any other type', () => {
    expect(parseDetailParams('person', '1')).toBeNull();
    expect(parseDetailParams('TV', '1')).toBeNull();
    expect(parseDetailParams(undefined, '1')).toBeNull();
  });

  it('refuses ids that are not catalogue ids', () => {
    for (const id of [undefined, '', '0', '012', '-3', '1.5', 'abc', '12345678901']) {
      expect(parseDetailParams('tv', id)).toBeNull();
    }
  });
});
