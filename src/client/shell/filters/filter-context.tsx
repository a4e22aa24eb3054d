import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { applyFiltersToUrl, parseFilters, type FilterState } from '../../../shared/filter-state';
import { createFilterStore, type FilterSnapshot, type FilterStore } from './filter-store';

const FilterStoreContext = createContext<FilterStore | null>(null);

/** Replaces, never pushes: filter tweaks must not fill the back button's history. */
function replaceAddress(filters: FilterState): void {
  const next = applyFiltersToUrl(window.location.href, filters);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  // The router keeps its own entry key in history.state; passing it on keeps back/forward intact.
  if (next !== current) window.history.replaceState(window.history.state, '', next);
}

export function FilterProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createFilterStore(
      parseFilters(new URLSearchParams(window.location.search), new Date()),
      replaceAddress,
    ),
  );
  return <FilterStoreContext.Provider value={store}>{children}</FilterStoreContext.Provider>;
}

export function useFilterStore(): FilterStore {
  const store = useContext(FilterStoreContext);
  if (!store) throw new Error('useFilterStore must be used inside <FilterProvider>.');
  return store;
}

/** The filters, the panel flag and every action on them. */
export function useFilters(): FilterSnapshot & Omit<FilterStore, 'getSnapshot' | 'subscribe'> {
  const store = useFilterStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...store, ...snapshot };
}
