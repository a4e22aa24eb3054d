import { describe, expect, it } from 'vitest';
import { season } from './test-seasons';
import {
  UNKNOWN_BOUNDS,
  clampProgress,
  knownEpisodes,
  lastSeason,
  progressBoundsOf,
  progressLabel,
  progressOfTotal,
  progressOfTotalSpoken,
  steppedEpisode,
} from './progress-bounds';

const attackOnTitan = progressBoundsOf({
  seasons: [season(0, 8), season(1, 25), season(2, 12), season(5, 0)],
  number_of_seasons: 4,
  number_of_episodes: 87,
});

describe('progress bounds from the catalogue', () => {
  it('use each regular season’s episode count, skipping specials and empty seasons', () => {
    expect(lastSeason(attackOnTitan)).toBe(5);
    expect(knownEpisodes(attackOnTitan, 1)).toBe(25);
    expect(knownEpisodes(attackOnTitan, 0)).toBeNull();
  });

  it('take a one-season show’s episode total when no season is listed, else the stored count', () => {
    const single = progressBoundsOf({
      seasons: [],
      number_of_seasons: null,
      number_of_episodes: 64,
    });
    expect(knownEpisodes(single, 1)).toBe(64);
    expect(knownEpisodes(progressBoundsOf(null, 13), 1)).toBe(13);
    expect(progressBoundsOf(undefined)).toEqual(UNKNOWN_BOUNDS);
  });

  it('count the seasons listed without episodes, which bound seasons but not episodes', () => {
    const sequels = progressBoundsOf({
      seasons: [season(1, 25), season(2, 0), season(3, 0)],
      number_of_seasons: 3,
      number_of_episodes: null,
    });
    expect(sequels.seasons).toBe(3);
    expect(lastSeason(sequels)).toBe(3);
    expect(knownEpisodes(sequels, 2)).toBeNull();
    expect(attackOnTitan.seasons).toBe(5);
  });

  it('fall back to the server’s limits when nothing is known', () => {
    expect(lastSeason(UNKNOWN_BOUNDS)).toBe(500);
    expect(clampProgress({ season: 3, episode: 250_000 }, UNKNOWN_BOUNDS)).toEqual({
      season: 3,
      episode: 100_000,
    });
  });
});

describe('stepping episodes', () => {
  it('never go below episode 0 nor past the season’s last known episode', () => {
    expect(steppedEpisode({ season: 1, episode: 0 }, -1, attackOnTitan)).toBeNull();
    expect(steppedEpisode({ season: 1, episode: 25 }, 1, attackOnTitan)).toBeNull();
    expect(steppedEpisode({ season: 2, episode: 4 }, 1, attackOnTitan)).toEqual({
      season: 2,
      episode: 5,
    });
    expect(steppedEpisode({ season: 9, episode: 40 }, 1, attackOnTitan)).toEqual({
      season: 9,
      episode: 41,
    });
  });

  it('clamp typed values into the known seasons and episodes', () => {
    expect(clampProgress({ season: 7, episode: 30 }, attackOnTitan)).toEqual({
      season: 5,
      episode: 30,
    });
    expect(clampProgress({ season: 2, episode: 30 }, attackOnTitan)).toEqual({
      season: 2,
      episode: 12,
    });
    expect(clampProgress({ season: 0, episode: -3 }, attackOnTitan)).toEqual({
      season: 1,
      episode: 0,
    });
  });

  it('are written S1 · E5', () => {
    expect(progressLabel({ season: 1, episode: 5 })).toBe('S1 · E5');
  });

  it('are written 13 / 28 where the season’s count is known, S1 · E13 where it is not', () => {
    expect(progressOfTotal({ season: 1, episode: 13 }, 28)).toBe('13 / 28');
    expect(progressOfTotal({ season: 2, episode: 3 }, 12)).toBe('S2 · 3 / 12');
    expect(progressOfTotal({ season: 1, episode: 13 }, null)).toBe('S1 · E13');
    expect(progressOfTotalSpoken({ season: 1, episode: 13 }, 28)).toBe(
      'Season 1, episode 13 of 28',
    );
    expect(progressOfTotalSpoken({ season: 1, episode: 13 }, null)).toBe('Season 1, episode 13');
  });
});
