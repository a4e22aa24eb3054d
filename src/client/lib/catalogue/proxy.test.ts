import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { catalogueUrl, requireData } from './proxy';

describe('catalogueUrl', () => {
  it('puts the endpoint under the proxy and appends the query', () => {
    expect(catalogueUrl('discover/tv', { page: '2', sort_by: 'popularity.desc' })).toBe(
      '/api/tmdb-proxy/discover/tv?page=2&sort_by=popularity.desc',
    );
  });

  it('skips empty values and leaves no dangling question mark', () => {
    expect(catalogueUrl('tv/5114', { language: ' ' })).toBe('/api/tmdb-proxy/tv/5114');
    expect(catalogueUrl('tv/5114')).toBe('/api/tmdb-proxy/tv/5114');
  });

  it('encodes keyword lists and free text', () => {
    expect(catalogueUrl('search/multi', { query: 'Re:Zero & co', without_keywords: '1|2' })).toBe(
      '/api/tmdb-proxy/search/multi?query=Re%3AZero+%26+co&without_keywords=1%7C2',
    );
  });
});

describe('requireData', () => {
  it('passes data through', () => {
    expect(requireData({ status: 200, data: { id: 1 } }, 'The title')).toEqual({ id: 1 });
  });

  it('turns an absent answer into an ApiError carrying the status', () => {
    const failure = (() => {
      try {
        return requireData({ status: 503, data: null }, 'The list');
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 503,
      message: 'The list could not be loaded right now.',
    });
  });
});
