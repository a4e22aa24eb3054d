import { isSameOriginPath } from '../../shared/return-path';

export const LAST_PATH_STORAGE_KEY = 'tsuzuki:last-path';

interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/** Only an in-app path is remembered or restored, never another origin or an API address. */
export function isRestorablePath(path: string): boolean {
  return isSameOriginPath(path) && !path.startsWith('/api/') && path !== '/';
}

export function pathToRemember({ pathname, search }: Pick<AddressParts, 'pathname' | 'search'>) {
  return `${pathname}${search}`;
}

/** The app opened at its bare root, the only address a remembered path may replace. */
export function opensAtBareRoot(opened: AddressParts): boolean {
  return opened.pathname === '/' && opened.search === '' && opened.hash === '';
}

/**
 * Where to go when the app is opened: the remembered path, but only when the address is the
 * bare root, so a shared link or a later visit to Home is never overridden.
 */
export function pathToRestore(opened: AddressParts, remembered: string | null): string | null {
  if (!opensAtBareRoot(opened)) return null;
  if (remembered === null || !isRestorablePath(remembered)) return null;
  return remembered;
}
