import { describe, expect, it } from 'vitest';
import type { CatalogueListItem } from './catalogue-types';
import {
  EXCLUDED_MOVIE_GENRE_IDS,
  MAX_SEARCH_RESULTS,
  MIN_SEARCH_LENGTH,
  TitleMatch,
  isSearchable,
  isJapaneseAnimation,
  keepSearchResult,
  rankSearchResults,
  searchVariants,
  titleMatch,
} from './search';
import recordedDiscover from '../../test/fixtures/tmdb/discover-tv-unfiltered.json';
import recordedOnePiece from '../../test/fixtures/tmdb/tv-37854.json';

function result(overrides: Partial<CatalogueListItem>): CatalogueListItem {
  return {
    id: 1,
    media_type: 'tv',
    name: 'Cowboy Bebop',
    original_name: 'カウボーイビバップ',
    first_air_date: '1998-04-03',
    poster_path: '/bebop.jpg',
    genre_ids: [16, 10759],
    original_language: 'ja',
    popularity: 50,
    overview: 'Bounty hunters in space.',
    adult: false,
    vote_average: 8.8,
    vote_count: 2000,
    ...overrides,
  };
}

describe('search constants', () => {
  it('match the spec', () => {
    expect(MIN_SEARCH_LENGTH).toBe(3);
    expect(MAX_SEARCH_RESULTS).toBe(8);
    expect(EXCLUDED_MOVIE_GENRE_IDS).toEqual([99, 10402, 36, 10752, 53, 80]);
  });
});

describe('isSearchable', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    [' abc ', true],
    ['進撃の', true],
    ['進撃', false],
    ['😀😀', false],
    ['😀😀😀', true],
  ])('%j → %s', (query, searchable) => {
    expect(isSearchable(query)).toBe(searchable);
  });
});

describe('searchVariants', () => {
  it('runs the plain query, then plus anime, then plus animated', () => {
    expect(searchVariants('  bebop ')).toEqual(['bebop', 'bebop anime', 'bebop animated']);
  });
});

describe('isJapaneseAnimation', () => {
  it('keeps TMDB’s recorded One Piece and drops the recorded discover’s live-action dramas', () => {
    const onePiece = { ...recordedOnePiece, genre_ids: recordedOnePiece.genres.map((g) => g.id) };
    expect(isJapaneseAnimation(onePiece)).toBe(true);
    expect(recordedDiscover.results.filter(isJapaneseAnimation)).toEqual([]);
  });

  it('drops animation from elsewhere and Japanese titles that are not animated', () => {
    expect(isJapaneseAnimation({ genre_ids: [16, 10765], original_language: 'en' })).toBe(false);
    expect(isJapaneseAnimation({ genre_ids: [18], original_language: 'ja' })).toBe(false);
  });
});

describe('keepSearchResult', () => {
  const withPosters = { requirePoster: true };

  it('keeps a Japanese animated series with a poster', () => {
    expect(keepSearchResult(result({}), withPosters)).toBe(true);
  });

  it('keeps a Japanese animated film', () => {
    expect(
      keepSearchResult(result({ media_type: 'movie', genre_ids: [16, 14] }), withPosters),
    ).toBe(true);
  });

  it.each([{ media_type: 'person' as const }, { media_type: undefined }])(
    'drops anything that is not tv or movie: %j',
    (overrides) => {
      expect(keepSearchResult(result(overrides), withPosters)).toBe(false);
    },
  );

  it('drops a result without a poster when posters are required', () => {
    expect(keepSearchResult(result({ poster_path: null }), withPosters)).toBe(false);
    expect(keepSearchResult(result({ poster_path: '' }), withPosters)).toBe(false);
  });

  it('keeps a result without a poster when the catalogue has none', () => {
    expect(keepSearchResult(result({ poster_path: null }), { requirePoster: false })).toBe(true);
  });

  it('drops a result without the animation genre', () => {
    expect(keepSearchResult(result({ genre_ids: [18] }), withPosters)).toBe(false);
  });

  it('drops a result not originally in Japanese', () => {
    expect(keepSearchResult(result({ original_language: 'en' }), withPosters)).toBe(false);
  });

  it.each([99, 10402, 36, 10752, 53, 80])('drops a film carrying genre %i', (genreId) => {
    const film = result({ media_type: 'movie', genre_ids: [16, genreId] });
    expect(keepSearchResult(film, withPosters)).toBe(false);
  });

  it('keeps a series carrying a genre excluded only for films', () => {
    expect(keepSearchResult(result({ genre_ids: [16, 80] }), withPosters)).toBe(true);
  });
});

describe('titleMatch', () => {
  const titan = result({ name: 'Attack on Titan', original_name: '進撃の巨人' });

  it.each([
    ['attack on titan', TitleMatch.exact],
    ['ATTACK ON TITAN!', TitleMatch.exact],
    ['attack', TitleMatch.prefix],
    ['attack on tit', TitleMatch.prefix],
    ['titan', TitleMatch.contains],
    ['on tit', TitleMatch.contains],
    ['進撃の巨人', TitleMatch.exact],
    ['巨人', TitleMatch.contains],
    ['itan', TitleMatch.none],
    ['titans', TitleMatch.none],
  ])('%j against Attack on Titan → %i', (query, match) => {
    expect(titleMatch(titan, query)).toBe(match);
  });

  it('ignores accents', () => {
    expect(titleMatch(result({ name: 'Pokémon' }), 'pokemon')).toBe(TitleMatch.exact);
  });

  it('reads the other names details carry', () => {
    const details = { ...result({ title: 'Your Name.' }), synonyms: ['Kimi no Na wa.'] };
    expect(titleMatch(details, 'Kimi no Na wa.')).toBe(TitleMatch.exact);
  });

  it('reads film titles and original titles too', () => {
    const film = result({
      name: undefined,
      title: 'Spirited Away',
      original_title: 'Sen to Chihiro',
    });
    expect(titleMatch(film, 'spirited')).toBe(TitleMatch.prefix);
    expect(titleMatch(film, 'chihiro')).toBe(TitleMatch.contains);
  });

  it('matches nothing for an empty query', () => {
    expect(titleMatch(titan, ' ? ')).toBe(TitleMatch.none);
  });
});

describe('rankSearchResults', () => {
  it('removes duplicates by media type and id, keeping series and films with the same id', () => {
    const ranked = rankSearchResults(
      [[result({ id: 1 }), result({ id: 1 })], [result({ id: 1, media_type: 'movie' })]],
      'bebop',
    );
    expect(ranked.map((item) => `${item.media_type}:${item.id}`)).toEqual(['tv:1', 'movie:1']);
  });

  it('keeps the catalogue’s order within a match, which puts a franchise’s start first', () => {
    const plain = [
      result({ id: 16498, name: 'Attack on Titan', original_name: 'Shingeki no Kyojin' }),
      result({ id: 25777, name: 'Attack on Titan Season 2', popularity: 30 }),
      result({ id: 51535, name: 'Attack on Titan: The Final Season Part 3', popularity: 90 }),
      result({ id: 23775, name: 'Attack on Titan Movie 1', media_type: 'movie', popularity: 5 }),
    ];
    const ranked = rankSearchResults([plain, []], 'attack on titan');
    expect(ranked.map((item) => item.id)).toEqual([16498, 25777, 51535, 23775]);
  });

  it('puts an exact name, the plain answer, then the variants’ prefix and containing matches by popularity, then the rest', () => {
    const ranked = rankSearchResults(
      [
        [
          result({ id: 2, name: 'Mobile Suit Gundam', popularity: 10 }),
          result({ id: 8, name: 'Gundam Build Fighters', popularity: 1 }),
          result({ id: 3, name: 'Gundam Wing', popularity: 20 }),
          result({ id: 4, name: 'Gundam', popularity: 5 }),
        ],
        [
          result({ id: 1, name: 'Space Dandy', popularity: 99 }),
          result({ id: 5, name: 'Char’s Counterattack', popularity: 200 }),
          result({ id: 3, name: 'Gundam Wing', popularity: 20 }),
        ],
        [
          result({ id: 7, name: 'Turn A Gundam', popularity: 40 }),
          result({ id: 6, name: 'Gundam Unicorn', popularity: 30 }),
        ],
      ],
      'gundam',
    );
    expect(ranked.map((item) => item.id)).toEqual([4, 2, 8, 3, 6, 7, 5, 1]);
  });

  it('keeps a plain result matched by a name it does not carry in the catalogue’s place', () => {
    // The bundled catalogue's answers: Shingeki no Kyojin matched on its synonym "attack on titan".
    const plain = [
      result({ id: 16498, name: 'Shingeki no Kyojin', original_name: '進撃の巨人', popularity: 0 }),
      result({ id: 51535, name: 'Attack on Titan The Final Season Part 3 (1st Half)' }),
      result({ id: 1000415779, name: 'Attack on Titan The Final Season Part 3 (2nd Half)' }),
    ];
    const ranked = rankSearchResults([plain, [], []], 'attack on titan');
    expect(ranked.map((item) => item.id)).toEqual([16498, 51535, 1000415779]);
  });

  it('keeps a series written another way before its film', () => {
    const plain = [
      result({ id: 50265, name: 'SPY×FAMILY', original_name: 'SPY×FAMILY' }),
      result({
        id: 53888,
        media_type: 'movie',
        name: undefined,
        title: 'SPY x FAMILY CODE: White',
        popularity: 90,
      }),
    ];
    const ranked = rankSearchResults([plain, [], []], 'spy x family');
    expect(ranked.map((item) => item.id)).toEqual([50265, 53888]);
  });

  it('still puts an exact name first, even a variant’s', () => {
    const ranked = rankSearchResults(
      [
        [result({ id: 3, name: 'Gundam Wing' }), result({ id: 2, name: 'Mobile Suit Gundam' })],
        [result({ id: 4, name: 'Gundam', popularity: 1 })],
      ],
      'gundam',
    );
    expect(ranked.map((item) => item.id)).toEqual([4, 3, 2]);
  });

  it('shows at most eight results', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      result({ id: index + 1, name: `Title ${index + 1}`, popularity: index }),
    );
    const ranked = rankSearchResults([[], many], 'zzz');
    expect(ranked).toHaveLength(8);
    expect(ranked.map((item) => item.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
  });
});
