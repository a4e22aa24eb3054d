import { describe, expect, it } from 'vitest';
import type { TvDetails } from '../../../shared/catalogue-types';
import { normaliseItem } from '../../../shared/normalise';
import { mergeUpcoming, type UpcomingChunk } from './upcoming-episodes';

const entry = (id: number, airDate: string, episodeNumber = 1) => ({
  anime: normaliseItem({ id, name: `Show ${id}` } as TvDetails, 'tv'),
  episode: { episode_number: episodeNumber, air_date: airDate, name: `Episode ${episodeNumber}` },
  hasUpcomingEpisode: true,
});

const chunk = (page: number, entries: ReturnType<typeof entry>[]): UpcomingChunk => ({
  entries,
  page,
  hasMore: true,
  failed: false,
});

describe('mergeUpcoming', () => {
  it('sorts the entries of every loaded page by air date, each episode once', () => {
    const merged = mergeUpcoming([
      chunk(1, [entry(1, '2026-11-25'), entry(2, '2026-12-20')]),
      chunk(2, [entry(3, '2026-11-23'), entry(1, '2026-11-25'), entry(1, '2026-12-02', 2)]),
    ]);
    expect(merged.map((item) => [item.anime.id, item.episode.air_date])).toEqual([
      [3, '2026-11-23'],
      [1, '2026-11-25'],
      [1, '2026-12-02'],
      [2, '2026-12-20'],
    ]);
  });
});
