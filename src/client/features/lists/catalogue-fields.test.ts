import { describe, expect, it } from 'vitest';
import type { MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import { fieldsFromCard, fieldsFromDetails } from './catalogue-fields';

const common = {
  overview: 'Two brothers search for the Philosopher’s Stone.',
  poster_path: '/5ZFUEOULaVml7pQuXxhpR2SmVUw.jpg',
  backdrop_path: null,
  genres: [
    { id: 16, name: 'Animation' },
    { id: 10759, name: 'Action & Adventure' },
  ],
  original_language: 'ja',
  popularity: 120.5,
  vote_average: 8.7,
  vote_count: 2100,
  status: 'Ended',
  adult: false,
};

const show = {
  ...common,
  id: 31911,
  name: 'Fullmetal Alchemist: Brotherhood',
  original_name: '鋼の錬金術師 FULLMETAL ALCHEMIST',
  first_air_date: '2009-04-05',
  last_air_date: '2010-07-04',
  number_of_episodes: 64,
  number_of_seasons: 1,
  episode_run_time: [24],
  origin_country: ['JP'],
  seasons: [],
  next_episode_to_air: null,
  last_episode_to_air: null,
  in_production: false,
} satisfies TvDetails;

const film = {
  ...common,
  id: 149,
  title: 'Akira',
  original_title: 'AKIRA',
  release_date: '1988-07-16',
  runtime: 124,
} satisfies MovieDetails;

describe('the catalogue fields sent when adding a title', () => {
  it('name a series and date its first airing', () => {
    expect(fieldsFromDetails('tv', show)).toEqual({
      id: 31911,
      media_type: 'tv',
      poster_path: '/5ZFUEOULaVml7pQuXxhpR2SmVUw.jpg',
      overview: 'Two brothers search for the Philosopher’s Stone.',
      vote_average: 8.7,
      genres: common.genres,
      title: null,
      name: 'Fullmetal Alchemist: Brotherhood',
      first_air_date: '2009-04-05',
      release_date: null,
    });
  });

  it('title a film and date its release', () => {
    expect(fieldsFromDetails('movie', film)).toMatchObject({
      media_type: 'movie',
      title: 'Akira',
      name: null,
      release_date: '1988-07-16',
      first_air_date: null,
    });
  });

  it('from a card carry no genres and drop a date the server would refuse', () => {
    const fields = fieldsFromCard({
      id: 5114,
      media_type: 'tv',
      title: 'Fullmetal Alchemist: Brotherhood',
      release_date: '2009-04-05T00:00:00Z',
      poster_path: null,
      genre_ids: [16],
      original_language: 'ja',
      popularity: 1,
      overview: '',
      adult: false,
      vote_average: 9.1,
      vote_count: 10,
    });
    expect(fields).toMatchObject({ name: 'Fullmetal Alchemist: Brotherhood', genres: [] });
    expect(fields.first_air_date).toBeNull();
  });
});
