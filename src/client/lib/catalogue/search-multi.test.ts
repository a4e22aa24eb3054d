import { describe, expect, it } from 'vitest';
import type { CatalogueListItem, Paged } from '../../../shared/catalogue-types';
import { pickSearchResults } from './search-multi';

const item = (overrides: Partial<CatalogueListItem>): CatalogueListItem => ({
  id: 1,
  media_type: 'tv',
  poster_path: '/poster.jpg',
  genre_ids: [16],
  original_language: 'ja',
  popularity: 1,
  overview: '',
  adult: false,
  vote_average: 8,
  vote_count: 10,
  ...overrides,
});

const page = (results: CatalogueListItem[]): Paged<CatalogueListItem> => ({
  page: 1,
  results,
  total_pages: 1,
  total_results: results.length,
});

describe('pickSearchResults', () => {
  it('merges the variants: the plain answer, the variants’ title matches, then by popularity', () => {
    const results = pickSearchResults(
      [
        page([item({ id: 1, name: 'Fullmetal Alchemist: Brotherhood', popularity: 10 })]),
        page([
          item({ id: 2, name: 'Steel Angel', popularity: 90 }),
          item({
            id: 3,
            title: 'Fullmetal Alchemist the Movie',
            media_type: 'movie',
            popularity: 5,
          }),
        ]),
        null,
      ],
      'fullmetal',
      { allowAdult: false, requirePoster: true },
    );
    expect(results.map((title) => [title.id, title.title, title.media_type])).toEqual([
      [1, 'Fullmetal Alchemist: Brotherhood', 'tv'],
      [3, 'Fullmetal Alchemist the Movie', 'movie'],
      [2, 'Steel Angel', 'tv'],
    ]);
  });

  it('keeps only Japanese animation series and films, with a poster when posters exist', () => {
    const answers = [
      page([
        item({ id: 1, name: 'No poster', poster_path: null }),
        item({ id: 2, name: 'Western', original_language: 'en' }),
        item({ id: 3, name: 'Person', media_type: 'person' }),
        item({ id: 4, title: 'Music film', media_type: 'movie', genre_ids: [16, 10402] }),
        item({ id: 5, title: 'Film', media_type: 'movie', release_date: '2016-08-26' }),
      ]),
    ];
    const withPosters = pickSearchResults(answers, 'film', {
      allowAdult: false,
      requirePoster: true,
    });
    expect(withPosters.map((title) => title.id)).toEqual([5]);
    expect(withPosters[0]).toMatchObject({ media_type: 'movie', release_date: '2016-08-26' });
    const offline = pickSearchResults(answers, 'film', { allowAdult: false, requirePoster: false });
    expect(offline.map((title) => title.id)).toEqual([5, 1]);
  });

  it('hides adult titles unless allowed and shows at most 8', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      item({ id: index + 10, name: `Title ${index}`, popularity: index }),
    );
    const answers = [page([item({ id: 1, name: 'Title hentai', popularity: 999 }), ...many])];
    const hidden = pickSearchResults(answers, 'title', { allowAdult: false, requirePoster: true });
    expect(hidden).toHaveLength(8);
    expect(hidden.some((title) => title.id === 1)).toBe(false);
    const allowed = pickSearchResults(answers, 'title', { allowAdult: true, requirePoster: true });
    expect(allowed[0]?.id).toBe(1);
  });
});
