/**
 * The screens people mostly open the app on: each route and the module (under src/client) of
 * its screen. The server lists a screen's code in the page it sends (decisions 261, 270); the app
 * asks for it while it learns who is signed in, for pages that came without it.
 */
export const OPENING_SCREENS = [
  { path: '/', module: 'features/home/HomePage.tsx' },
  { path: '/discover', module: 'features/discover/DiscoverPage.tsx' },
  { path: '/browse/:mode', module: 'features/browse/BrowsePage.tsx' },
  { path: '/anime/:type/:id', module: 'features/detail/DetailPage.tsx' },
  { path: '/coming-soon', module: 'features/coming-soon/ComingSoonPage.tsx' },
  { path: '/mylists', module: 'features/lists/MyListsPage.tsx' },
] as const;

export type OpeningScreenModule = (typeof OPENING_SCREENS)[number]['module'];

/** A route's segments against a path's: `:name` stands for any one non-empty segment. */
function matches(route: string, pathname: string): boolean {
  const routeParts = route.split('/');
  const pathParts = pathname.replace(/\/$/, '').split('/');
  if (pathname === '/') return route === '/';
  return (
    routeParts.length === pathParts.length &&
    routeParts.every((part, index) =>
      part.startsWith(':') ? (pathParts[index] ?? '') !== '' : part === pathParts[index],
    )
  );
}

/** The screen module a path opens on, if it is one of the opening screens. */
export function openingScreenFor(pathname: string): OpeningScreenModule | undefined {
  return OPENING_SCREENS.find(({ path }) => matches(path, pathname))?.module;
}

/** The built files a screen's code needs beyond the page's own, as the build lists them. */
export interface ScreenFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The attribute of the inert templates in which the page lists the app's and its screen's files
 * (decision 270): the entry moves them into the page after the first frame, a few per task.
 */
export const LATER_FILES_ATTRIBUTE = 'data-later-files';

/** The name of the file the client build writes those lists to, beside index.html. */
export const OPENING_SCREEN_FILES = 'opening-screens.json';
