import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_LIMITS, type RecommendedTitle } from '../../../shared/recommendations-api';
import { trackedTitle } from '../lists/tracked-title-fixture';
import { recommendationItems, withShown } from './recommendation-request';

describe('recommendationItems', () => {
  it('sends title, status, genres and vote average, with the id and media type', () => {
    const items = recommendationItems([
      trackedTitle({
        id: 918,
        media_type: 'tv',
        name: 'Gintama',
        status: 'completed',
        vote_average: 9.04,
        genres: [{ id: 35, name: 'Comedy' }],
      }),
    ]);
    expect(items).toEqual([
      {
        title: 'Gintama',
        status: 'completed',
        genres: [{ id: 35, name: 'Comedy' }],
        vote_average: 9.04,
        id: 918,
        media_type: 'tv',
      },
    ]);
  });

  it('uses the film title, skips untitled entries and keeps votes within 0 to 10', () => {
    const items = recommendationItems([
      trackedTitle({
        id: 1,
        media_type: 'movie',
        title: 'Kimi no Na wa.',
        name: null,
        vote_average: 12,
      }),
      trackedTitle({ id: 2, title: null, name: '  ' }),
    ]);
    expect(items.map((item) => [item.title, item.vote_average])).toEqual([['Kimi no Na wa.', 10]]);
  });
});

describe('withShown', () => {
  const shown = (id: number): RecommendedTitle => ({
    id,
    media_type: 'tv',
    name: `Title ${id}`,
    poster_path: null,
    genre_ids: [],
    original_language: 'ja',
    popularity: 1,
    overview: '',
    adult: false,
    vote_average: 7,
    vote_count: 10,
    reason: 'because',
    source: 'built-in',
  });

  it('adds the titles just shown to those to leave out', () => {
    expect(withShown([{ media_type: 'movie', id: 9 }], [shown(1)])).toEqual([
      { media_type: 'movie', id: 9 },
      { media_type: 'tv', id: 1, title: 'Title 1' },
    ]);
  });

  it('keeps the newest within the limit', () => {
    const many = Array.from({ length: RECOMMENDATION_LIMITS.exclude + 5 }, (_, index) =>
      shown(index + 1),
    );
    const excluded = withShown([], many);
    expect(excluded).toHaveLength(RECOMMENDATION_LIMITS.exclude);
    expect(excluded.at(-1)?.id).toBe(RECOMMENDATION_LIMITS.exclude + 5);
  });
});
