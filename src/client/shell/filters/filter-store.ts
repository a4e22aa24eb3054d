import { DEFAULT_FILTERS, filtersEqual, type FilterState } from '../../../shared/filter-state';

export interface FilterSnapshot {
  filters: FilterState;
  panelOpen: boolean;
}

export interface FilterStore {
  getSnapshot: () => FilterSnapshot;
  subscribe: (listener: () => void) => () => void;
  updateFilter: <Key extends keyof FilterState>(key: Key, value: FilterState[Key]) => void;
  replaceFilters: (filters: FilterState) => void;
  clearFilters: () => void;
  setPanelOpen: (open: boolean) => void;
  togglePanel: () => void;
  /** Writes the current filters into the address again, e.g. after a navigation dropped them. */
  syncAddress: () => void;
}

/**
 * One filter state shared by every screen. `writeAddress` is called with every changed
 * state (never for the panel flag), so the address always matches what the screens show.
 */
export function createFilterStore(
  initial: FilterState,
  writeAddress: (filters: FilterState) => void,
): FilterStore {
  let snapshot: FilterSnapshot = { filters: { ...initial }, panelOpen: false };
  const listeners = new Set<() => void>();

  const publish = (next: FilterSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const setFilters = (filters: FilterState) => {
    if (filtersEqual(filters, snapshot.filters)) return;
    publish({ ...snapshot, filters });
    writeAddress(filters);
  };

  const setPanelOpen = (panelOpen: boolean) => {
    if (panelOpen !== snapshot.panelOpen) publish({ ...snapshot, panelOpen });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updateFilter: (key, value) => setFilters({ ...snapshot.filters, [key]: value }),
    replaceFilters: (filters) => setFilters({ ...filters }),
    clearFilters: () => setFilters({ ...DEFAULT_FILTERS }),
    setPanelOpen,
    togglePanel: () => setPanelOpen(!snapshot.panelOpen),
    syncAddress: () => writeAddress(snapshot.filters),
  };
}
