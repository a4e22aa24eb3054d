import { describe, expect, it } from 'vitest';
import { loggableUrl } from './loggable-url';

const TOKEN = 'Vq2YxJm0c9Xr3GdK7pLwZ1sNf5HtBe8AuQ4oRi6yCkE';

describe('loggableUrl', () => {
  it('blanks a calendar feed token and any other token in the path', () => {
    expect(loggableUrl(`/api/calendar/${TOKEN}.ics`)).toBe('/api/calendar/[redacted].ics');
    expect(loggableUrl(`/api/unknown/${TOKEN}`)).toBe('/api/unknown/[redacted]');
  });

  it('blanks codes, states and tokens in the query, keeping the rest', () => {
    expect(loggableUrl(`/login?mode=signIn&oobCode=${TOKEN}`)).toBe(
      '/login?mode=signIn&oobCode=[redacted]',
    );
    expect(loggableUrl('/api/auth/oidc/callback?code=abc&state=xyz&iss=https%3A%2F%2Fid')).toBe(
      '/api/auth/oidc/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid',
    );
    expect(loggableUrl(`/api/x?token=short&t=${TOKEN}&page=2`)).toBe(
      '/api/x?token=[redacted]&t=[redacted]&page=2',
    );
  });

  it('leaves ids, numbers and words alone', () => {
    for (const url of [
      '/api/lists/tv/1429',
      '/api/admin/users/AbCdEfGhIjKlMnOpQrStUvWxYz01/disable',
      '/api/tmdb-proxy/search/multi?query=one%20piece&page=1',
      '/api/health',
    ]) {
      expect(loggableUrl(url)).toBe(url);
    }
  });
});
