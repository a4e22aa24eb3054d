import { describe, expect, it } from 'vitest';
import type { SeasonSummary } from '../catalogue-types';
import { season } from './test-seasons';
import { UNKNOWN_BOUNDS, progressBoundsOf } from './progress-bounds';
import {
  finalProgress,
  isFilm,
  progressOnAdding,
  progressOnEntering,
  reachesTheEnd,
  showsSeasonStepper,
} from './progress-rules';

const details = (...seasons: SeasonSummary[]) =>
  progressBoundsOf({ seasons, number_of_seasons: null, number_of_episodes: null });

const brotherhood = progressBoundsOf({ seasons: [], number_of_seasons: 1, number_of_episodes: 64 });
const twoSeasons = details(season(0, 3), season(1, 12), season(2, 13));
const uncountedSequels = details(season(1, 25), season(2, 0), season(3, 0));
const show = (bounds = brotherhood) => ({ film: false, bounds });
const film = { film: true, bounds: UNKNOWN_BOUNDS };

describe('Completed', () => {
  it('means every episode watched: the last season’s last episode', () => {
    expect(progressOnEntering('completed', show())).toEqual({ season: 1, episode: 64 });
    expect(progressOnEntering('completed', show(twoSeasons))).toEqual({ season: 2, episode: 13 });
  });

  it('keeps the progress when the catalogue does not count the last season', () => {
    expect(finalProgress(uncountedSequels)).toBeNull();
    expect(progressOnEntering('completed', show(UNKNOWN_BOUNDS))).toBeNull();
    expect(progressOnAdding('completed', show(UNKNOWN_BOUNDS))).toEqual({ season: 1, episode: 1 });
  });

  it('is a watched film', () => {
    expect(progressOnEntering('completed', film)).toEqual({ season: 1, episode: 1 });
  });
});

describe('Plan to Watch', () => {
  it('starts at nothing watched, added or moved', () => {
    expect(progressOnAdding('planToWatch', show())).toEqual({ season: 1, episode: 0 });
    expect(progressOnEntering('planToWatch', show(twoSeasons))).toEqual({ season: 1, episode: 0 });
    expect(progressOnAdding('planToWatch', film)).toEqual({ season: 1, episode: 0 });
  });
});

describe('Watching, On-Hold and Dropped', () => {
  it('keep the progress a title has', () => {
    for (const status of ['watching', 'onHold', 'dropped'] as const) {
      expect(progressOnEntering(status, show())).toBeNull();
    }
  });

  it('add a series at S1 · E1 and a film at nothing watched', () => {
    expect(progressOnAdding('dropped', show())).toEqual({ season: 1, episode: 1 });
    expect(progressOnAdding('watching', film)).toEqual({ season: 1, episode: 0 });
  });
});

describe('reaching the end', () => {
  it('is the last counted episode of the last season while Watching', () => {
    expect(reachesTheEnd('watching', { season: 1, episode: 64 }, brotherhood)).toBe(true);
    expect(reachesTheEnd('watching', { season: 1, episode: 63 }, brotherhood)).toBe(false);
    expect(reachesTheEnd('watching', { season: 1, episode: 12 }, twoSeasons)).toBe(false);
    expect(reachesTheEnd('watching', { season: 2, episode: 13 }, twoSeasons)).toBe(true);
  });

  it('is never offered outside Watching nor where the end is unknown', () => {
    expect(reachesTheEnd('onHold', { season: 1, episode: 64 }, brotherhood)).toBe(false);
    expect(reachesTheEnd('watching', { season: 1, episode: 25 }, uncountedSequels)).toBe(false);
    expect(reachesTheEnd('watching', { season: 1, episode: 5 }, UNKNOWN_BOUNDS)).toBe(false);
  });
});

describe('the season stepper', () => {
  it('appears only for titles with more than one season', () => {
    expect(showsSeasonStepper(brotherhood, { season: 1, episode: 3 })).toBe(false);
    expect(showsSeasonStepper(UNKNOWN_BOUNDS, { season: 1, episode: 3 })).toBe(false);
    expect(showsSeasonStepper(twoSeasons, { season: 1, episode: 3 })).toBe(true);
    expect(showsSeasonStepper(uncountedSequels, { season: 1, episode: 3 })).toBe(true);
  });

  it('stays for progress already past season 1', () => {
    expect(showsSeasonStepper(UNKNOWN_BOUNDS, { season: 3, episode: 1 })).toBe(true);
  });
});

describe('films', () => {
  it('are films by media type or by format', () => {
    expect(isFilm({ media_type: 'movie' })).toBe(true);
    expect(isFilm({ media_type: 'tv', format: 'MOVIE' })).toBe(true);
    expect(isFilm({ media_type: 'tv', format: 'TV' })).toBe(false);
  });
});
