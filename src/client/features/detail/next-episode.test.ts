import { describe, expect, it } from 'vitest';
import type { EpisodeSummary } from '../../../shared/catalogue-types';
import { nextEpisodeFromAnilist, nextEpisodeFromTmdb } from './next-episode';

const episode = (overrides: Partial<EpisodeSummary>): EpisodeSummary => ({
  id: 1,
  name: 'The Journey’s End',
  overview: '',
  air_date: '2026-11-25',
  episode_number: 4,
  runtime: 24,
  season_number: 2,
  show_id: 209867,
  still_path: null,
  vote_average: 0,
  vote_count: 0,
  ...overrides,
});

describe('nextEpisodeFromTmdb', () => {
  it('reads the number, date and name', () => {
    expect(nextEpisodeFromTmdb(episode({}))).toEqual({
      episodeNumber: 4,
      airDate: '2026-11-25',
      name: 'The Journey’s End',
    });
  });

  it("dates a broadcast instant in the viewer's own calendar, not Japan's", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // Monday 01:30 in Japan is still Sunday morning in California.
      const next = nextEpisodeFromTmdb(
        episode({ air_date: '2026-01-12', airs_at: '2026-01-11T16:30:00.000Z' }),
      );
      expect(next?.airDate).toBe('2026-01-11');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("names an untitled episode 'Episode {number}' and keeps an unknown date unknown", () => {
    expect(nextEpisodeFromTmdb(episode({ name: ' ', air_date: null }))).toEqual({
      episodeNumber: 4,
      airDate: null,
      name: 'Episode 4',
    });
    expect(nextEpisodeFromTmdb(null)).toBeNull();
  });
});

describe('nextEpisodeFromAnilist', () => {
  it('turns the airing moment into the local calendar day', () => {
    const airingAt = new Date(2026, 10, 23, 1, 30).getTime() / 1000;
    expect(nextEpisodeFromAnilist({ airingAt, timeUntilAiring: 3600, episode: 1150 })).toEqual({
      episodeNumber: 1150,
      airDate: '2026-11-23',
      name: 'Episode 1150',
    });
    expect(nextEpisodeFromAnilist(null)).toBeNull();
  });
});
