import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes';

describe('isClientRoute', () => {
  it.each([
    '/',
    '/discover',
    '/discover/',
    '/browse/trending',
    '/browse/popular',
    '/browse/season',
    '/browse/top',
    '/anime/tv/5114',
    '/anime/movie/199',
    '/coming-soon',
    '/ai',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/login',
    '/mylists',
    '/stats',
    '/profile',
    '/profile/account',
    '/profile/alerts',
    '/profile/connections',
    '/profile/api',
    '/profile/data',
    '/profile/data/',
    '/admin',
  ])('knows %s', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/discoverx',
    '/browse',
    '/browse/newest',
    '/browse/top/2',
    '/anime/tv',
    '/anime/book/1',
    '/anime/tv/0',
    '/anime/tv/abc',
    '/anime/tv/1/extra',
    '/mylists/other',
    '/profile/settings',
    '/profile/account/email',
    '/wp-admin',
  ])('does not know %s', (path) => {
    expect(isClientRoute(path)).toBe(false);
  });
});
