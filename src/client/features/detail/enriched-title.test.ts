import { describe, expect, it } from 'vitest';
import type { TvDetails } from '../../../shared/catalogue-types';
import type { TitleEnrichment } from '../../../shared/title-enrichment';
import { enrichedTitle } from './enriched-title';

const season = (id: number, seasonNumber: number, count: number) => ({
  id,
  name: `Season ${seasonNumber}`,
  overview: '',
  air_date: null,
  episode_count: count,
  poster_path: null,
  season_number: seasonNumber,
  vote_average: 0,
});

const details = {
  id: 52991,
  overview: '',
  poster_path: null,
  number_of_episodes: null,
  seasons: [season(52991, 1, 0), season(59978, 2, 0)],
} as unknown as TvDetails;

const ready: TitleEnrichment = {
  state: 'ready',
  synopsis: 'The demon king has been defeated.',
  posterUrl: 'https://media.kitsu.app/anime/46474/poster_image/large-x.jpeg',
  episodeCount: 28,
  source: { name: 'Kitsu', url: 'https://kitsu.app/anime/46474' },
};

describe('enrichedTitle', () => {
  it('fills the synopsis with its credit, the cover and the first season’s count', () => {
    const shown = enrichedTitle({ mediaType: 'tv', details }, ready);
    expect(shown.details).toMatchObject({
      overview: ready.synopsis,
      overview_source: ready.source,
      poster_path: ready.posterUrl,
      number_of_episodes: null,
    });
    expect(
      shown.mediaType === 'tv' && shown.details.seasons.map((each) => each.episode_count),
    ).toEqual([28, 0]);
  });

  it('keeps what the catalogue has, and changes nothing until the answer is ready', () => {
    const own = { ...details, overview: 'Our own.', poster_path: '/own.jpg' } as TvDetails;
    expect(enrichedTitle({ mediaType: 'tv', details: own }, ready).details).toMatchObject({
      overview: 'Our own.',
      poster_path: '/own.jpg',
    });
    const title = { mediaType: 'tv' as const, details };
    expect(enrichedTitle(title, { ...ready, state: 'pending' })).toBe(title);
    expect(enrichedTitle(title, undefined)).toBe(title);
  });

  it('counts a title without listed seasons', () => {
    const lone = { ...details, seasons: [] } as TvDetails;
    const shown = enrichedTitle({ mediaType: 'tv', details: lone }, ready);
    expect(shown.mediaType === 'tv' && shown.details.number_of_episodes).toBe(28);
  });
});
