import { describe, expect, it } from 'vitest';
import { parseCatalogueEndpoint } from '../../../../shared/catalogue-endpoints';
import { sortedQuery, tmdbParameters, tmdbPath } from './tmdb-endpoints';

describe('tmdbPath', () => {
  it.each([
    'search/multi',
    'search/tv',
    'search/movie',
    'discover/tv',
    'discover/movie',
    'genre/tv/list',
    'genre/movie/list',
    'tv/209867',
    'movie/372058',
    'tv/95479/season/1',
    'tv/95479/season/0',
  ])('maps %s back to the same TMDB path', (path) => {
    const endpoint = parseCatalogueEndpoint(path);
    expect(endpoint).not.toBeNull();
    if (endpoint) expect(tmdbPath(endpoint)).toBe(path);
  });
});

describe('sortedQuery', () => {
  it('orders parameters by name whatever order they came in', () => {
    expect(sortedQuery({ query: 'frieren', include_adult: 'false', page: '1' }).toString()).toBe(
      'include_adult=false&page=1&query=frieren',
    );
  });
});

describe('the server-only find', () => {
  it('asks find/{id} with the id’s site as external_source', () => {
    const find = { kind: 'find', source: 'imdb_id', externalId: 'tt0959621' } as const;
    expect(tmdbPath(find)).toBe('find/tt0959621');
    expect(sortedQuery(tmdbParameters(find, { language: 'en-US' })).toString()).toBe(
      'external_source=imdb_id&language=en-US',
    );
  });
});
