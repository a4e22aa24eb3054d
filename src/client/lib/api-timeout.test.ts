import { describe, expect, it } from 'vitest';
import { AUTH_TIMEOUT_MS, authTimeoutMs, isAuthPath, isMobileDevice } from './api-timeout';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('authTimeoutMs', () => {
  it('gives the spec’s 30 s on a desktop and 60 s on mobile', () => {
    expect(AUTH_TIMEOUT_MS).toEqual({ desktop: 30_000, mobile: 60_000 });
    expect(authTimeoutMs({ userAgent: DESKTOP_CHROME })).toBe(30_000);
    expect(authTimeoutMs({ userAgent: IPHONE })).toBe(60_000);
  });

  it('gives 30 s where nothing is known of the device', () => {
    expect(authTimeoutMs({})).toBe(30_000);
  });
});

describe('isMobileDevice', () => {
  it.each([
    [IPHONE, 0],
    [ANDROID_TABLET, 5],
    [MAC_SAFARI, 5],
  ])('counts %s (%i touch points) as mobile', (userAgent, maxTouchPoints) => {
    expect(isMobileDevice({ userAgent, maxTouchPoints })).toBe(true);
  });

  it('counts a desktop, and a Mac without a touch screen, as not mobile', () => {
    expect(isMobileDevice({ userAgent: DESKTOP_CHROME, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileDevice({ userAgent: MAC_SAFARI, maxTouchPoints: 0 })).toBe(false);
  });

  it('believes the browser’s own mobile hint', () => {
    expect(isMobileDevice({ userAgent: DESKTOP_CHROME, mobile: true })).toBe(true);
  });
});

describe('isAuthPath', () => {
  it.each(['/api/auth/login', '/api/auth/session', 'http://127.0.0.1:3000/api/auth/refresh'])(
    'counts %s as an auth call',
    (path) => expect(isAuthPath(path)).toBe(true),
  );

  it.each(['/api/lists', '/api/authors', '/api/users/me', 'http://example.org/auth/api/auth'])(
    'does not count %s',
    (path) => expect(isAuthPath(path)).toBe(false),
  );
});
