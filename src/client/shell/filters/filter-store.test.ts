import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, applyFiltersToUrl, type FilterState } from '../../../shared/filter-state';
import { createFilterStore } from './filter-store';

/** A stand-in for the browser address that records every replace. */
function addressBar(initial: string) {
  const writes: string[] = [];
  let href = initial;
  return {
    writes,
    current: () => href,
    write: (filters: FilterState) => {
      href = applyFiltersToUrl(href, filters);
      writes.push(href);
    },
  };
}

describe('createFilterStore', () => {
  it('starts from the given filters with the panel closed', () => {
    const address = addressBar('/browse/top?year=2001');
    const store = createFilterStore({ ...DEFAULT_FILTERS, year: 2001 }, address.write);
    expect(store.getSnapshot()).toEqual({
      filters: { ...DEFAULT_FILTERS, year: 2001 },
      panelOpen: false,
    });
    expect(address.writes).toEqual([]);
  });

  it('updates one filter and rewrites the address in place, keeping the hash', () => {
    const address = addressBar('/browse/top#list');
    const store = createFilterStore(DEFAULT_FILTERS, address.write);
    store.updateFilter('season', 'summer');
    store.updateFilter('genreId', '16');
    expect(store.getSnapshot().filters).toEqual({
      ...DEFAULT_FILTERS,
      season: 'summer',
      genreId: '16',
    });
    expect(address.writes).toEqual([
      '/browse/top?season=summer#list',
      '/browse/top?season=summer&genre=16#list',
    ]);
  });

  it('replaces all filters at once', () => {
    const address = addressBar('/coming-soon');
    const store = createFilterStore(DEFAULT_FILTERS, address.write);
    const next: FilterState = {
      query: 'mushishi',
      genreId: '18',
      year: 2005,
      season: 'fall',
      format: 'tv',
      sort: 'top',
    };
    store.replaceFilters(next);
    expect(store.getSnapshot().filters).toEqual(next);
    expect(address.current()).toBe(
      '/coming-soon?q=mushishi&genre=18&year=2005&season=fall&format=tv&sort=top',
    );
  });

  it('clears all filters back to the defaults and empties the address', () => {
    const address = addressBar('/browse/trending?season=fall&format=movie&page=2');
    const store = createFilterStore(
      { ...DEFAULT_FILTERS, season: 'fall', format: 'movie' },
      address.write,
    );
    store.clearFilters();
    expect(store.getSnapshot().filters).toEqual(DEFAULT_FILTERS);
    expect(address.current()).toBe('/browse/trending?page=2');
  });

  it('does not touch the address when nothing changed', () => {
    const address = addressBar('/browse/top');
    const store = createFilterStore(DEFAULT_FILTERS, address.write);
    store.updateFilter('season', 'any');
    store.clearFilters();
    expect(address.writes).toEqual([]);
  });

  it('sets and toggles the panel flag without touching the address', () => {
    const address = addressBar('/browse/top');
    const store = createFilterStore(DEFAULT_FILTERS, address.write);
    store.togglePanel();
    expect(store.getSnapshot().panelOpen).toBe(true);
    store.togglePanel();
    expect(store.getSnapshot().panelOpen).toBe(false);
    store.setPanelOpen(true);
    expect(store.getSnapshot().panelOpen).toBe(true);
    expect(address.writes).toEqual([]);
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const store = createFilterStore(DEFAULT_FILTERS, () => undefined);
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.updateFilter('format', 'tv');
    store.togglePanel();
    store.updateFilter('format', 'tv');
    expect(calls).toBe(2);
    unsubscribe();
    store.updateFilter('format', 'movie');
    expect(calls).toBe(2);
  });

  it('hands out a new snapshot object only when something changed', () => {
    const store = createFilterStore(DEFAULT_FILTERS, () => undefined);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.updateFilter('year', 1999);
    expect(store.getSnapshot()).not.toBe(before);
  });

  it('writes the current filters again on request', () => {
    const address = addressBar('/browse/top?season=fall');
    const store = createFilterStore({ ...DEFAULT_FILTERS, season: 'fall' }, address.write);
    address.write(DEFAULT_FILTERS);
    store.syncAddress();
    expect(address.current()).toBe('/browse/top?season=fall');
  });
});
