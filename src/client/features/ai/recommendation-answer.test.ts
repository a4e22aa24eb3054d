import { describe, expect, it } from 'vitest';
import { readRecommendationAnswer } from './recommendation-answer';

const frieren = {
  id: 209867,
  media_type: 'tv',
  name: 'Frieren: Beyond Journey’s End',
  first_air_date: '2023-09-29',
  poster_path: '/frieren.jpg',
  genre_ids: [16],
  original_language: 'ja',
  popularity: 120.5,
  overview: 'An elf mage outlives her party.',
  adult: false,
  vote_average: 8.8,
  vote_count: 900,
  reason: 'Because you completed Gintama',
  source: 'built-in',
  origin_country: ['JP'],
};

describe('readRecommendationAnswer', () => {
  it('reads an array of titles, keeping fields the page does not check', () => {
    expect(readRecommendationAnswer([frieren])).toEqual([frieren]);
  });

  it('reads an empty array as no recommendations', () => {
    expect(readRecommendationAnswer([])).toEqual([]);
  });

  it('fills what a lean title leaves out with the empty values', () => {
    const [title] = readRecommendationAnswer([{ id: 1, media_type: 'movie', title: 'Akira' }]);
    expect(title).toMatchObject({
      poster_path: null,
      genre_ids: [],
      overview: '',
      adult: false,
      reason: '',
      source: 'built-in',
    });
  });

  it.each([
    [{ error: 'The recommender is busy. Try again in a minute.' }],
    [{ error: { code: 'busy', message: 'The recommender is busy. Try again in a minute.' } }],
  ])('throws the message of an OK answer that is an error object (spec §7): %j', (body) => {
    expect(() => readRecommendationAnswer(body)).toThrow(
      'The recommender is busy. Try again in a minute.',
    );
  });

  it.each([undefined, null, 'Bad Gateway', { error: '  ' }, { error: 42 }, [{ id: 'x' }], {}])(
    'throws a plain message for an answer it cannot read: %j',
    (body) => {
      expect(() => readRecommendationAnswer(body)).toThrow(
        'The server answered in a form this page cannot read.',
      );
    },
  );
});
