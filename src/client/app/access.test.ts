import { describe, expect, it } from 'vitest';
import { ACCESS, accessRedirect } from './access';

const member = { isAdmin: false };
const admin = { isAdmin: true };

describe('accessRedirect', () => {
  it('sends signed-in users from /login to /mylists', () => {
    expect(accessRedirect(ACCESS.login, member)).toBe('/mylists');
    expect(accessRedirect(ACCESS.login, admin)).toBe('/mylists');
    expect(accessRedirect(ACCESS.login, null)).toBeNull();
  });

  it('sends them back where a guard sent them from, when that is a page of the app', () => {
    expect(accessRedirect(ACCESS.login, member, { search: '', from: '/profile' })).toBe('/profile');
    expect(accessRedirect(ACCESS.login, member, { search: '', from: '/anime/tv/1?x=1' })).toBe(
      '/anime/tv/1?x=1',
    );
    for (const from of [
      '//evil.example',
      'https://evil.example/',
      '/login',
      '/login?x',
      42,
      null,
    ]) {
      expect(accessRedirect(ACCESS.login, member, { search: '', from })).toBe('/mylists');
    }
  });

  it('lets anyone open /login with an e-mailed action link', () => {
    const search = '?mode=verifyEmail&oobCode=abc';
    expect(accessRedirect(ACCESS.login, member, { search })).toBeNull();
    expect(accessRedirect(ACCESS.login, null, { search })).toBeNull();
    expect(accessRedirect(ACCESS.login, member, { search: '?mode=verifyEmail' })).toBe('/mylists');
  });

  it('sends signed-out visitors from /mylists to /login', () => {
    expect(accessRedirect(ACCESS.myLists, null)).toBe('/login');
    expect(accessRedirect(ACCESS.myLists, member)).toBeNull();
  });

  it('sends signed-out visitors from /stats to /login', () => {
    expect(accessRedirect(ACCESS.stats, null)).toBe('/login');
    expect(accessRedirect(ACCESS.stats, member)).toBeNull();
  });

  it('sends signed-out visitors from /profile to /', () => {
    expect(accessRedirect(ACCESS.profile, null)).toBe('/');
    expect(accessRedirect(ACCESS.profile, member)).toBeNull();
  });

  it('lets only the admin user into /admin', () => {
    expect(accessRedirect(ACCESS.admin, admin)).toBeNull();
    expect(accessRedirect(ACCESS.admin, member)).toBe('/');
    expect(accessRedirect(ACCESS.admin, null)).toBe('/');
  });
});
