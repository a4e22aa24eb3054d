import { describe, expect, it } from 'vitest';
import { mergeLines } from './merge-lines';

describe('two lines of one file about one title', () => {
  it('keeps the later season’s status and progress, the earlier line’s other fields', () => {
    const first = {
      status: 'completed',
      current_season: 1,
      current_episode: 25,
      seasonYear: 2013,
    } as const;
    const second = {
      status: 'watching',
      current_season: 2,
      current_episode: 5,
      seasonYear: 2017,
    } as const;
    const merged = { status: 'watching', current_season: 2, current_episode: 5, seasonYear: 2013 };
    expect(mergeLines(first, second)).toEqual(merged);
    expect(mergeLines(second, first)).toEqual(merged);
  });

  it('keeps a later season only planned as the place the viewer is at', () => {
    expect(
      mergeLines(
        { status: 'completed', current_season: 1, current_episode: 12 },
        { status: 'planToWatch', current_season: 2, current_episode: 0 },
      ),
    ).toEqual({ status: 'planToWatch', current_season: 2, current_episode: 0 });
  });

  it('keeps the more advanced status and the furthest episode of one season, in either order', () => {
    const watching = { status: 'watching', current_season: 1, current_episode: 12 } as const;
    const completed = { status: 'completed', current_season: 1, current_episode: 3 } as const;
    const merged = { status: 'completed', current_season: 1, current_episode: 12 };
    expect(mergeLines(watching, completed)).toEqual(merged);
    expect(mergeLines(completed, watching)).toEqual(merged);
    expect(
      mergeLines(
        { status: 'dropped', current_episode: 2 },
        { status: 'onHold', current_episode: 1 },
      ),
    ).toEqual({ status: 'onHold', current_episode: 2 });
    expect(mergeLines({ status: 'planToWatch' }, { status: 'dropped' })).toEqual({
      status: 'dropped',
    });
  });
});
