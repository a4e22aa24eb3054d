import { describe, expect, it } from 'vitest';
import { nextCursor } from './title-list';

const chunk = (lastPage: number, totalPages: number) => ({
  results: [],
  lastPage,
  totalPages,
  attempt: 1,
});

describe('nextCursor', () => {
  it('continues on the same query while pages remain', () => {
    expect(nextCursor(chunk(5, 12))).toEqual({ page: 6, attempt: 1 });
    expect(nextCursor(chunk(12, 12))).toBeUndefined();
  });

  it('ends at page 500, as TMDB (total_pages 7414 recorded) answers 400 for page 501', () => {
    expect(nextCursor(chunk(499, 7414))).toEqual({ page: 500, attempt: 1 });
    expect(nextCursor(chunk(500, 7414))).toBeUndefined();
  });
});
