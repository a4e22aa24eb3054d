import { describe, expect, it } from 'vitest';
import { longestStreak } from './longest-streak';

describe('longestStreak', () => {
  it('is null without days', () => {
    expect(longestStreak([])).toBeNull();
  });

  it('finds the longest run of consecutive days, whatever their order and repeats', () => {
    expect(longestStreak([10, 3, 4, 11, 12, 4, 5, 20, 13])).toEqual({
      days: 4,
      firstDay: 10,
      lastDay: 13,
    });
  });

  it('keeps the earliest of equally long runs, and a lone day is a streak of one', () => {
    expect(longestStreak([7, 8, 1, 2])).toEqual({ days: 2, firstDay: 1, lastDay: 2 });
    expect(longestStreak([42])).toEqual({ days: 1, firstDay: 42, lastDay: 42 });
  });
});
