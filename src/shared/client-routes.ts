import { parseDetailParams } from './detail-path';

/** The lists /browse/{screen} shows (src/client/features/browse/browse-modes.ts names each). */
export const BROWSE_SCREENS = ['trending', 'season', 'popular', 'top'] as const;
export type BrowseScreen = (typeof BROWSE_SCREENS)[number];

/** The profile's settings, each at /profile/{section} (decision 335). */
export const PROFILE_SECTIONS = ['account', 'alerts', 'connections', 'api', 'data'] as const;

const isBrowseScreen = (value: string | undefined): value is BrowseScreen =>
  BROWSE_SCREENS.some((screen) => screen === value);

/** The app's routes without parameters (src/client/app/router.tsx). */
const FIXED_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/discover',
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
  ...PROFILE_SECTIONS.map((section) => `/profile/${section}`),
  '/admin',
]);

/**
 * Whether the app has a screen at `pathname`, so the server can answer any other address with
 * 404: crawlers and monitors then see a missing page as missing, while people still get the
 * app's own not-found screen. A title or browse address whose parameters the app refuses is
 * not found either.
 */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (FIXED_ROUTES.has(path)) return true;
  const parts = path.split('/');
  if (parts.length === 3 && parts[1] === 'browse') return isBrowseScreen(parts[2]);
  if (parts.length === 4 && parts[1] === 'anime')
    return parseDetailParams(parts[2], parts[3]) !== null;
  return false;
}
