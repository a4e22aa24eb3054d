import { describe, expect, it } from 'vitest';
import type { Genre } from './catalogue-types';
import RECORDED_MOVIE from '../../test/fixtures/tmdb/genre-movie-list.json';
import RECORDED_TV from '../../test/fixtures/tmdb/genre-tv-list.json';
import { animeGenres, genreOptionsFor, genresFor, listedMediaType } from './genres';

// TMDB's genre/tv/list and genre/movie/list answers (language=en-US).
const TV_GENRES: Genre[] = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
];

const MOVIE_GENRES: Genre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

const names = (genres: Genre[]) => genres.map((genre) => genre.name);

describe('animeGenres', () => {
  it('keeps only the anime-relevant TV genres', () => {
    expect(names(animeGenres(TV_GENRES, 'tv'))).toEqual([
      'Action & Adventure',
      'Animation',
      'Comedy',
      'Crime',
      'Drama',
      'Mystery',
      'Sci-Fi & Fantasy',
    ]);
  });

  it('keeps only the anime-relevant movie genres', () => {
    expect(names(animeGenres(MOVIE_GENRES, 'movie'))).toEqual([
      'Action',
      'Adventure',
      'Animation',
      'Comedy',
      'Crime',
      'Drama',
      'Fantasy',
      'Mystery',
      'Romance',
      'TV Movie',
      'Thriller',
      'War',
    ]);
  });

  it('drops War, Thriller and TV Movie for TV but keeps them for movies', () => {
    const extra: Genre[] = [
      { id: 1, name: 'War' },
      { id: 2, name: 'Thriller' },
      { id: 3, name: 'TV Movie' },
    ];
    expect(animeGenres(extra, 'tv')).toEqual([]);
    expect(animeGenres(extra, 'movie')).toEqual(extra);
  });

  it('drops Action & Adventure and Sci-Fi & Fantasy for movies but keeps them for TV', () => {
    const extra: Genre[] = [
      { id: 1, name: 'Action & Adventure' },
      { id: 2, name: 'Sci-Fi & Fantasy' },
    ];
    expect(animeGenres(extra, 'movie')).toEqual([]);
    expect(animeGenres(extra, 'tv')).toEqual(extra);
  });

  it('matches names whatever their case and surrounding spaces', () => {
    const shouting: Genre[] = [
      { id: 1, name: 'KIDS' },
      { id: 2, name: ' science fiction ' },
      { id: 3, name: 'war & POLITICS' },
      { id: 4, name: 'Slice of Life' },
    ];
    expect(names(animeGenres(shouting, 'tv'))).toEqual(['Slice of Life']);
  });

  it('does not drop names that only contain an excluded word', () => {
    const lookalikes: Genre[] = [
      { id: 1, name: 'Musical' },
      { id: 2, name: 'Historical' },
    ];
    expect(animeGenres(lookalikes, 'movie')).toEqual(lookalikes);
  });
});

describe('genreOptionsFor', () => {
  it('offers a TV screen only TMDB’s TV genres, never a film-only id', () => {
    const offered = genreOptionsFor(RECORDED_TV.genres, 'tv');
    expect(names(offered)).toEqual([
      'Action & Adventure',
      'Animation',
      'Comedy',
      'Crime',
      'Drama',
      'Mystery',
      'Sci-Fi & Fantasy',
    ]);
    const filmOnly = [28, 12, 14, 878, 10749, 53, 10770, 10752];
    expect(offered.filter((genre) => filmOnly.includes(genre.id))).toEqual([]);
  });

  it('offers a film screen the film genres, sorted by name', () => {
    expect(names(genreOptionsFor(RECORDED_MOVIE.genres, 'movie'))).toEqual([
      'Action',
      'Adventure',
      'Animation',
      'Comedy',
      'Crime',
      'Drama',
      'Fantasy',
      'Mystery',
      'Romance',
      'Thriller',
      'TV Movie',
      'War',
    ]);
  });
});

describe('genresFor', () => {
  it('asks TV for the TV genre joining a film genre, keeping the film id as an alternative', () => {
    expect(genresFor('tv', '28')).toBe('10759|28');
    expect(genresFor('tv', '12')).toBe('10759|12');
    expect(genresFor('tv', '14')).toBe('10765|14');
    expect(genresFor('tv', '878')).toBe('10765|878');
    expect(genresFor('tv', '10752')).toBe('10768|10752');
  });

  it('asks film for any of the film genres a TV genre joins', () => {
    expect(genresFor('movie', '10759')).toBe('28|12');
    expect(genresFor('movie', '10765')).toBe('14|878');
    expect(genresFor('movie', '10768')).toBe('10752');
  });

  it('keeps ids both types share, and those with no counterpart', () => {
    for (const id of ['16', '35', '80', '18', '9648', '10749', '1000004']) {
      expect(genresFor('tv', id)).toBe(id);
      expect(genresFor('movie', id)).toBe(id);
    }
  });

  it('maps every id of a TMDB list expression, all-of groups and any-of alternatives', () => {
    expect(genresFor('tv', '16,28')).toBe('16,10759|28');
    expect(genresFor('movie', '16,10759|10765')).toBe('16,28|12|14|878');
    expect(genresFor('tv', '28|12')).toBe('10759|28|12');
  });
});

describe('listedMediaType', () => {
  it('is TV on Coming Soon and the seasonal view whatever the format', () => {
    expect(listedMediaType('/coming-soon', 'movie')).toBe('tv');
    expect(listedMediaType('/browse/season/', 'movie')).toBe('tv');
  });

  it('follows the format elsewhere, TV for any', () => {
    expect(listedMediaType('/browse/top', 'movie')).toBe('movie');
    expect(listedMediaType('/browse/top', 'any')).toBe('tv');
    expect(listedMediaType('/browse/trending', 'tv')).toBe('tv');
  });
});
