import { describe, expect, it } from 'vitest';
import type { TvDetails } from './catalogue-types';
import { normaliseItem } from './normalise';
import { soonestPerShow } from './upcoming-shows';

const entry = (id: number, airDate: string, episodeNumber = 1) => ({
  anime: normaliseItem({ id, name: `Show ${id}` } as TvDetails, 'tv'),
  episode: { episode_number: episodeNumber, air_date: airDate, name: `Episode ${episodeNumber}` },
  hasUpcomingEpisode: true,
});

describe('soonestPerShow', () => {
  it('keeps each show once, at its first entry', () => {
    const shows = soonestPerShow([
      entry(1, '2026-11-25'),
      entry(2, '2026-11-26'),
      entry(1, '2026-12-02', 2),
    ]);
    expect(shows.map((item) => [item.anime.id, item.episode.episode_number])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });
});
