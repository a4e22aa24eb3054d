import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { showsFilterToggle } from './filter-paths';
import { useFilterStore } from './filter-context';

/**
 * A link to another filtered screen carries no filter parameters, yet the shared filters still
 * apply there; writing them back keeps the address shareable and reload-safe.
 */
export function useFiltersFollowNavigation(): void {
  const { pathname } = useLocation();
  const store = useFilterStore();
  useEffect(() => {
    if (showsFilterToggle(pathname)) store.syncAddress();
  }, [pathname, store]);
}
