import { describe, expect, it } from 'vitest';
import gameOfThrones from '../../../test/fixtures/tmdb/tv-1399.json';
import narutoShippuden from '../../../test/fixtures/tmdb/tv-31910.json';
import onePiece from '../../../test/fixtures/tmdb/tv-37854.json';
import type { TvDetails } from '../catalogue-types';
import { TRACKED_LIMITS } from '../tracked-title';
import { withListedEpisodes } from './listed-episodes';
import {
  clampProgress,
  knownEpisodes,
  lastEpisode,
  progressBoundsOf,
  steppedEpisode,
} from './progress-bounds';

// TMDB's recorded answers: the 2019 ones lack fields later answers carry, as real ones do.
const recorded = (answer: unknown) => answer as TvDetails;

describe('withListedEpisodes on TMDB’s recorded long-runners', () => {
  it('lets One Piece be tracked to S20E886 although season 20 counts 9 episodes', () => {
    const bounds = progressBoundsOf(recorded(onePiece));
    expect(lastEpisode(bounds, 20)).toBe(886);
    expect(steppedEpisode({ season: 20, episode: 885 }, 1, bounds)).toEqual({
      season: 20,
      episode: 886,
    });
    expect(steppedEpisode({ season: 20, episode: 886 }, 1, bounds)).toBeNull();
    expect(clampProgress({ season: 20, episode: 886 }, bounds)).toEqual({
      season: 20,
      episode: 886,
    });
  });

  it('keeps the other seasons as TMDB counts them', () => {
    const bounds = progressBoundsOf(recorded(onePiece));
    expect(knownEpisodes(bounds, 1)).toBe(61);
    expect(knownEpisodes(bounds, 19)).toBe(75);
  });

  it('accepts Naruto Shippūden’s last episode, S21E491, in a season counting 12', () => {
    const bounds = progressBoundsOf(recorded(narutoShippuden));
    expect(lastEpisode(bounds, 21)).toBe(491);
    expect(knownEpisodes(bounds, 1)).toBe(32);
  });

  it('changes nothing where the named episodes fit their season', () => {
    const bounds = progressBoundsOf(recorded(gameOfThrones));
    expect(knownEpisodes(bounds, 8)).toBe(6);
  });

  it('leaves an uncounted season unbounded: one named episode is not its end', () => {
    const bounds = withListedEpisodes(
      { episodesBySeason: new Map([[1, 24]]), seasons: 3 },
      { next_episode_to_air: { season_number: 3, episode_number: 2 } },
    );
    expect(knownEpisodes(bounds, 3)).toBeNull();
    expect(lastEpisode(bounds, 3)).toBe(TRACKED_LIMITS.episode.max);
  });

  it('ignores details without named episodes', () => {
    const bounds = { episodesBySeason: new Map([[1, 12]]), seasons: 1 };
    expect(withListedEpisodes(bounds, null)).toEqual(bounds);
    expect(
      withListedEpisodes(bounds, { last_episode_to_air: null, next_episode_to_air: null }),
    ).toEqual(bounds);
  });
});
