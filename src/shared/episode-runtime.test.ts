import { describe, expect, it } from 'vitest';
import gameOfThrones from '../../test/fixtures/tmdb/tv-1399.json';
import onePiece from '../../test/fixtures/tmdb/tv-37854.json';
import type { TvDetails } from './catalogue-types';
import { episodeRuntime } from './episode-runtime';

const recorded = (answer: unknown) => answer as TvDetails;

describe('episodeRuntime', () => {
  it('reads the episode’s runtime when TMDB gives an empty episode_run_time', () => {
    expect(gameOfThrones.episode_run_time).toEqual([]);
    expect(episodeRuntime(recorded(gameOfThrones))).toBe(80);
  });

  it('prefers the show’s episode_run_time where TMDB gives one', () => {
    expect(episodeRuntime(recorded(onePiece))).toBe(25);
  });

  it('falls back to the next episode, and is null when nothing says', () => {
    const episode = { runtime: 24 } as TvDetails['next_episode_to_air'];
    expect(
      episodeRuntime({
        episode_run_time: [],
        last_episode_to_air: null,
        next_episode_to_air: episode,
      }),
    ).toBe(24);
    expect(episodeRuntime({ episode_run_time: [], last_episode_to_air: null })).toBeNull();
    expect(episodeRuntime({ episode_run_time: [0] })).toBeNull();
  });
});
