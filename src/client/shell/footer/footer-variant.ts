export type FooterVariant = 'sponsored' | 'plain';

/** Account screens are about the user's own data; a sponsor slot there would feel intrusive. */
const PLAIN_FOOTER_PATHS = ['/login', '/mylists', '/profile', '/admin'];

export function footerVariantFor(pathname: string): FooterVariant {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PLAIN_FOOTER_PATHS.includes(normalised) ? 'plain' : 'sponsored';
}
