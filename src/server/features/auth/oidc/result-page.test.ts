import { describe, expect, it } from 'vitest';
import { fallbackPath, resultPage, RESULT_SCRIPT_PATH } from './result-page';

describe('the page a provider round trip ends on', () => {
  it('loads its script from this server and escapes what it carries', () => {
    const page = resultPage(
      { outcome: 'error', code: 'invalid-oidc-response', message: '<b>"bad"</b> & worse' },
      'popup',
    );
    expect(page).toContain(`<script src="${RESULT_SCRIPT_PATH}" defer></script>`);
    expect(page).toContain('data-message="&lt;b&gt;&quot;bad&quot;&lt;/b&gt; &amp; worse"');
    expect(page).not.toContain('<b>');
    expect(page).toContain('data-display="popup"');
  });

  it('sends a tab without an opener on to the app', () => {
    expect(fallbackPath({ outcome: 'signed-in', returnTo: '/anime/tv/1' })).toBe('/anime/tv/1');
    expect(fallbackPath({ outcome: 'second-factor' })).toBe('/login?step=second-factor');
    expect(fallbackPath({ outcome: 'linked', returnTo: '/profile' })).toBe('/profile');
    expect(fallbackPath({ outcome: 'error', code: 'user-cancelled', message: 'x' })).toBe(
      '/login?authError=user-cancelled',
    );
  });
});
