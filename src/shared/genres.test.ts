import { describe, expect, it } from 'vitest';
import type { Genre } from './catalogue-types';
import { animeGenres, mergeGenres } from './genres';

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

describe('mergeGenres', () => {
  it('merges the lists, de-duplicated by id and sorted by name', () => {
    const merged = mergeGenres(animeGenres(TV_GENRES, 'tv'), animeGenres(MOVIE_GENRES, 'movie'));
    const ids = merged.map((genre) => genre.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(names(merged)).toEqual([
      'Action',
      'Action & Adventure',
      'Adventure',
      'Animation',
      'Comedy',
      'Crime',
      'Drama',
      'Fantasy',
      'Mystery',
      'Romance',
      'Sci-Fi & Fantasy',
      'Thriller',
      'TV Movie',
      'War',
    ]);
  });

  it('keeps the first name seen for an id', () => {
    expect(mergeGenres([{ id: 16, name: 'Animation' }], [{ id: 16, name: 'Anime' }])).toEqual([
      { id: 16, name: 'Animation' },
    ]);
  });

  it('answers an empty list when every list is empty', () => {
    expect(mergeGenres([], [])).toEqual([]);
  });
});
