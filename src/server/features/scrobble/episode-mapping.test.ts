import { describe, expect, it } from 'vitest';
import type { SeasonSummary, TvDetails } from '../../../shared/catalogue-types';
import { season } from '../../../shared/progress/test-seasons';
import { DEFAULT_SCROBBLE_MAPPING } from '../../../shared/scrobble-api';
import { mapEpisode } from './episode-mapping';

type Show = Parameters<typeof mapEpisode>[2] & object;

const show = (seasons: SeasonSummary[], named?: [number, number]): Show => ({
  seasons,
  number_of_seasons: seasons.length,
  number_of_episodes: null,
  last_episode_to_air: named
    ? ({ season_number: named[0], episode_number: named[1] } as TvDetails['last_episode_to_air'])
    : null,
  next_episode_to_air: null,
});

const at = (season: number | null, episode: number | null, episodeEnd: number | null = null) => ({
  season,
  episode,
  episodeEnd,
});

/** Hell's Paradise on TMDB: 13 episodes, then a second season still being counted. */
const hellsParadise = show([season(1, 13), season(2, 0)]);
/**
 * A long-runner TMDB numbers from its first episode (decision 183), its arcs as seasons: episode
 * 1100 is in the third arc here, and keeps its number there.
 */
const longRunner = show([season(1, 500), season(2, 500), season(3, 200)], [3, 1150]);

describe('mapEpisode', () => {
  it('lands a second-season episode on the second season, not on the first', () => {
    expect(mapEpisode(at(2, 10), null, hellsParadise, DEFAULT_SCROBBLE_MAPPING)).toEqual({
      kind: 'episode',
      progress: { season: 2, episode: 10 },
    });
  });

  it('reads an episode past its season’s count as numbered from the show’s start', () => {
    expect(mapEpisode(at(1, 23), null, hellsParadise, DEFAULT_SCROBBLE_MAPPING)).toEqual({
      kind: 'episode',
      progress: { season: 2, episode: 10 },
    });
  });

  it('keeps an absolute number where the catalogue numbers the show absolutely', () => {
    expect(mapEpisode(at(1, 1100), null, longRunner, DEFAULT_SCROBBLE_MAPPING)).toEqual({
      kind: 'episode',
      progress: { season: 3, episode: 1100 },
    });
    expect(mapEpisode(at(3, 1100), null, longRunner, DEFAULT_SCROBBLE_MAPPING)).toEqual({
      kind: 'episode',
      progress: { season: 3, episode: 1100 },
    });
  });

  it('reads every number from the show’s start when the user says so', () => {
    const counted = show([season(1, 12), season(2, 12)]);
    expect(
      mapEpisode(at(1, 15), null, counted, { numbering: 'absolute', seasonOffset: 0 }),
    ).toEqual({ kind: 'episode', progress: { season: 2, episode: 3 } });
  });

  it('moves a file of two episodes to the later one', () => {
    expect(mapEpisode(at(1, 3, 4), null, hellsParadise, DEFAULT_SCROBBLE_MAPPING)).toEqual({
      kind: 'episode',
      progress: { season: 1, episode: 4 },
    });
  });

  it('puts a later season’s own numbering on that season of the show', () => {
    expect(mapEpisode(at(1, 5), 2, hellsParadise, DEFAULT_SCROBBLE_MAPPING)).toEqual({
      kind: 'episode',
      progress: { season: 2, episode: 5 },
    });
  });

  it('shifts seasons by the user’s offset', () => {
    expect(
      mapEpisode(at(1, 4), null, hellsParadise, { numbering: 'seasons', seasonOffset: 1 }),
    ).toEqual({
      kind: 'episode',
      progress: { season: 2, episode: 4 },
    });
  });

  it('refuses specials, missing numbers and seasons the catalogue does not list', () => {
    expect(mapEpisode(at(0, 1), null, hellsParadise, DEFAULT_SCROBBLE_MAPPING).kind).toBe(
      'refused',
    );
    expect(mapEpisode(at(1, null), null, hellsParadise, DEFAULT_SCROBBLE_MAPPING).kind).toBe(
      'refused',
    );
    expect(mapEpisode(at(3, 1), null, hellsParadise, DEFAULT_SCROBBLE_MAPPING)).toEqual({
      kind: 'refused',
      reason: 'The catalogue lists no season 3 of this show.',
    });
  });
});
