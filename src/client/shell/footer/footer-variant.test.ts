import { describe, expect, it } from 'vitest';
import { footerVariantFor } from './footer-variant';

describe('footerVariantFor', () => {
  it.each(['/', '/browse/top', '/coming-soon', '/anime/tv/1', '/about', '/ai', '/nowhere'])(
    'sponsors the footer on %s',
    (pathname) => {
      expect(footerVariantFor(pathname)).toBe('sponsored');
    },
  );

  it.each(['/login', '/mylists', '/profile', '/admin', '/profile/'])(
    'keeps the footer plain on %s',
    (pathname) => {
      expect(footerVariantFor(pathname)).toBe('plain');
    },
  );
});
