// Home's parts that the server's opening writes too (decision 457), so both say the same.

/**
 * Home's shortcuts. Text-only on purpose: icons here would cost the first route's budget
 * (decision 012). Named as the menu names the same screens.
 */
export const HOME_SHORTCUTS = [
  { to: '/discover', label: { message: 'shell.nav.discover' } },
  { to: '/browse/trending', label: { message: 'shell.nav.trending' } },
  { to: '/browse/popular', label: { message: 'shell.nav.popular' } },
  { to: '/browse/top', label: { message: 'shell.nav.top' } },
  { to: '/coming-soon', label: { message: 'shell.nav.comingSoon' } },
] as const;

/** Home's first row: the next seven days of Coming soon. */
export const HOME_AIRING_ROW = {
  id: 'home-airing',
  title: { message: 'home.airing.title' },
  seeAll: '/coming-soon?days=7',
} as const;
