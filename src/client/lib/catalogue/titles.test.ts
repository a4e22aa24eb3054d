import { describe, expect, it } from 'vitest';
import type { CatalogueListItem } from '../../../shared/catalogue-types';
import { titleFromShow, titlePath, visibleTitles } from './titles';

const item = (overrides: Partial<CatalogueListItem>): CatalogueListItem => ({
  id: 1,
  poster_path: null,
  genre_ids: [16],
  original_language: 'ja',
  popularity: 1,
  overview: '',
  adult: false,
  vote_average: 8,
  vote_count: 10,
  ...overrides,
});

describe('visibleTitles', () => {
  it('normalises names and types, keeping each title once', () => {
    const titles = visibleTitles(
      [
        item({ id: 5114, name: 'Fullmetal Alchemist: Brotherhood', first_air_date: '2009-04-05' }),
        item({ id: 5114, name: 'Fullmetal Alchemist: Brotherhood' }),
        item({ id: 5114, media_type: 'movie', title: 'Same id, other type' }),
      ],
      'tv',
      false,
    );
    expect(titles.map((title) => [title.media_type, title.id, title.title])).toEqual([
      ['tv', 5114, 'Fullmetal Alchemist: Brotherhood'],
      ['movie', 5114, 'Same id, other type'],
    ]);
    expect(titles[0]?.release_date).toBe('2009-04-05');
  });

  it('drops adult titles unless the viewer allows them, and never lists people', () => {
    const items = [
      item({ id: 1, name: 'Bible Black' }),
      item({ id: 2, name: 'Flagged', adult: true }),
      item({ id: 3, name: 'Mushishi' }),
      item({ id: 4, name: 'Makoto Shinkai', media_type: 'person' }),
    ];
    expect(visibleTitles(items, 'tv', false).map((title) => title.id)).toEqual([3]);
    expect(visibleTitles(items, 'tv', true).map((title) => title.id)).toEqual([1, 2, 3]);
  });
});

describe('titlePath', () => {
  it('is the detail route', () => {
    expect(titlePath({ media_type: 'movie', id: 129 })).toBe('/anime/movie/129');
  });
});

describe('titleFromShow', () => {
  it('makes a show’s details a card title with its genres as ids', () => {
    const show = {
      id: 5114,
      name: 'Fullmetal Alchemist: Brotherhood',
      title: 'Fullmetal Alchemist: Brotherhood',
      release_date: '2009-04-05',
      first_air_date: '2009-04-05',
      media_type: 'tv' as const,
      genres: [
        { id: 16, name: 'Animation' },
        { id: 18, name: 'Drama' },
      ],
      poster_path: null,
      overview: '',
      original_language: 'ja',
      popularity: 1,
      adult: false,
      vote_average: 9.1,
      vote_count: 100,
      format: 'TV' as const,
    } as Parameters<typeof titleFromShow>[0];
    expect(titleFromShow(show)).toMatchObject({
      id: 5114,
      media_type: 'tv',
      title: 'Fullmetal Alchemist: Brotherhood',
      genre_ids: [16, 18],
      format: 'TV',
    });
  });
});
