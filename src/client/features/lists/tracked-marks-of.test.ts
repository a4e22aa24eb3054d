import { describe, expect, it } from 'vitest';
import { trackedMarkOf, trackedMarksOf } from './tracked-marks-of';
import { trackedTitle } from './tracked-title-fixture';

describe('a card’s tracked mark', () => {
  it('names the list and how far a series is watched', () => {
    expect(trackedMarkOf(trackedTitle({ current_episode: 5 }))).toEqual({
      status: 'watching',
      label: 'Watching',
      progress: 'E5',
    });
    expect(trackedMarkOf(trackedTitle({ current_episode: 5, episodes: 64 })).progress).toBe(
      '5 / 64',
    );
    expect(
      trackedMarkOf(trackedTitle({ status: 'onHold', current_season: 2, current_episode: 3 })),
    ).toMatchObject({ label: 'On-Hold', progress: 'S2 · E3' });
  });

  it('leaves progress out for plans, completed titles and films', () => {
    expect(trackedMarkOf(trackedTitle({ status: 'planToWatch' })).progress).toBeNull();
    expect(trackedMarkOf(trackedTitle({ status: 'completed' })).progress).toBeNull();
    expect(trackedMarkOf(trackedTitle({ media_type: 'movie', id: 199 })).progress).toBeNull();
  });

  it('is found by the key cards use', () => {
    const marks = trackedMarksOf([trackedTitle(), trackedTitle({ media_type: 'movie', id: 199 })]);
    expect([...marks.keys()]).toEqual(['tv:5114', 'movie:199']);
  });
});
