import { describe, expect, it } from 'vitest';
import type { CatalogueListItem } from './catalogue-types';
import { pickBestMatch, planTitleIdCheck } from './title-id-check';

describe('planTitleIdCheck', () => {
  it('checks the id first, then searches by title and year', () => {
    expect(
      planTitleIdCheck({ id: 1429, media_type: 'tv', title: ' Attack on Titan ', year: 2013 }),
    ).toEqual([
      { endpoint: 'tv/1429', params: {} },
      {
        endpoint: 'search/tv',
        params: {
          query: 'Attack on Titan',
          year: '2013',
          include_adult: 'false',
          language: 'en-US',
        },
      },
    ]);
  });

  it('searches films under search/movie and leaves an unknown year out', () => {
    expect(planTitleIdCheck({ id: 129, media_type: 'movie', title: 'Spirited Away' })).toEqual([
      { endpoint: 'movie/129', params: {} },
      {
        endpoint: 'search/movie',
        params: { query: 'Spirited Away', include_adult: 'false', language: 'en-US' },
      },
    ]);
  });

  it.each([undefined, null, 0, -3, 1.5, Number.NaN])('only searches when the id is %j', (id) => {
    const plan = planTitleIdCheck({ id, media_type: 'tv', title: 'Monster', year: 2004 });
    expect(plan.map((request) => request.endpoint)).toEqual(['search/tv']);
  });
});

function candidate(id: number, title: string, date: string): CatalogueListItem {
  return {
    id,
    media_type: 'movie',
    title,
    release_date: date,
    poster_path: null,
    genre_ids: [16],
    original_language: 'ja',
    popularity: 1,
    overview: '',
    adult: false,
    vote_average: 7,
    vote_count: 10,
  };
}

describe('pickBestMatch', () => {
  const remakes = [
    candidate(1, 'Ghost in the Shell 2.0', '2008-07-12'),
    candidate(2, 'Ghost in the Shell', '2017-03-29'),
    candidate(3, 'Ghost in the Shell', '1995-11-18'),
  ];

  it('prefers the exact title of the same year', () => {
    expect(pickBestMatch(remakes, 'Ghost in the Shell', 1995)?.id).toBe(3);
  });

  it('accepts a year off by one over a distant one', () => {
    expect(pickBestMatch(remakes, 'ghost in the shell', 1996)?.id).toBe(3);
  });

  it('keeps the catalogue order between equal candidates when the year says nothing', () => {
    expect(pickBestMatch(remakes, 'Ghost in the Shell')?.id).toBe(2);
    expect(pickBestMatch(remakes, 'Ghost in the Shell', 1980)?.id).toBe(2);
  });

  it('prefers an exact title of another year over a longer title of the same year', () => {
    expect(pickBestMatch(remakes, 'Ghost in the Shell', 2008)?.id).toBe(2);
  });

  it('falls back to a title that starts with or contains the query', () => {
    const results = [
      candidate(10, 'Trigun', '1998-04-01'),
      candidate(11, 'Frieren: Beyond Journey’s End', '2023-09-29'),
    ];
    expect(pickBestMatch(results, 'Frieren', 2023)?.id).toBe(11);
    expect(pickBestMatch(results, 'beyond journey', 2023)?.id).toBe(11);
  });

  it('answers null when no title matches', () => {
    expect(pickBestMatch(remakes, 'Akira', 1988)).toBeNull();
    expect(pickBestMatch([], 'Akira', 1988)).toBeNull();
    expect(pickBestMatch(remakes, '  ', 1995)).toBeNull();
  });
});
