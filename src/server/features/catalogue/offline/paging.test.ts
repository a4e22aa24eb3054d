import { describe, expect, it } from 'vitest';
import { paged, parsePage } from './paging';

describe('parsePage', () => {
  it('accepts whole numbers from 1 to 500, defaulting to 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('1')).toBe(1);
    expect(parsePage('500')).toBe(500);
    for (const text of ['0', '501', '-1', '1.0', 'abc', '', '1e2'])
      expect(parsePage(text)).toBeNull();
  });
});

describe('paged', () => {
  it('reports at most 500 pages and at least one', () => {
    expect(paged(1, [], 0)).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
    expect(paged(2, ['a'], 21).total_pages).toBe(2);
    expect(paged(1, [], 12_294).total_pages).toBe(500);
  });
});
