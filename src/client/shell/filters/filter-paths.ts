/** The screens whose lists the filter bar narrows, and so the only ones with a filter toggle. */
export const FILTER_TOGGLE_PATHS = [
  '/browse/trending',
  '/browse/season',
  '/browse/popular',
  '/browse/top',
  '/coming-soon',
] as const;

export function showsFilterToggle(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (FILTER_TOGGLE_PATHS as readonly string[]).includes(normalised);
}
