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

/**
 * Where to go when the app is opened: the remembered path, but only when the address is the
 * bare root, so a shared link or a later visit to Home is never overridden. The remembered path
 * is read only then: the page's first use of storage waits on the browser (40 ms on a busy phone).
 */
export function pathToRestore(
  opened: AddressParts,
  readRemembered: () => string | null,
): string | null {
  if (opened.pathname !== '/' || opened.search !== '' || opened.hash !== '') return null;
  const remembered = readRemembered();
  if (remembered === null || !isRestorablePath(remembered)) return null;
  return remembered;
}
