import { describe, expect, it } from 'vitest';
import { planSeasonWrite } from './season-write';

const watchingS1 = { current_season: 1, status: 'watching' } as const;

describe('a write of one season’s entry', () => {
  it('moves the title to a later season the user starts, with its status or progress', () => {
    expect(planSeasonWrite(watchingS1, 2, { progress: 3, score: 80 })).toEqual({
      patch: { current_season: 2, current_episode: 3, entry: { score: 80 } },
    });
    expect(planSeasonWrite(watchingS1, 2, { status: 'watching' })).toEqual({
      patch: { status: 'watching', current_season: 2, current_episode: 0, entry: {} },
    });
  });

  it('edits a later season alone when it writes only kept fields, or Plan to Watch', () => {
    expect(planSeasonWrite(watchingS1, 2, { score: 0, notes: 'Soon.' })).toEqual({
      patch: {},
      season: { season: 2, patch: { score: 0, notes: 'Soon.' } },
    });
    expect(planSeasonWrite(watchingS1, 2, { status: 'planToWatch', score: 70 })).toEqual({
      patch: {},
      season: { season: 2, patch: { status: 'planToWatch', score: 70 } },
    });
  });

  it('writes the current season’s fields on the title’s own position', () => {
    expect(planSeasonWrite(watchingS1, 1, { favourite: true })).toEqual({
      patch: { entry: { favourite: true } },
    });
  });
});
