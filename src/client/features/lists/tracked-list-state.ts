import type { ListCounts, ListPage } from '../../../shared/lists-api';
import { LIST_STATUSES, trackedTitleKeyText } from '../../../shared/tracked-title-basics';
import type { TrackedTitle, TrackedTitleKey } from '../../../shared/tracked-title';

/**
 * The signed-in user's tracked titles as the client holds them: filled page by page, kept in
 * step by live events and the user's own writes. Pages and events can arrive in any order, so
 * every change keeps the newer version of a title (ISO updatedAt compares as text).
 */
export interface TrackedListState {
  /** By key text, e.g. "tv/5114". */
  items: ReadonlyMap<string, TrackedTitle>;
  /** The server's counts with the latest page, shown until every page is in. */
  serverCounts: ListCounts;
  /** Where the next page starts; null once every page is in. */
  nextCursor: string | null;
  /** A page after the first failed; the titles so far stay and loading can resume. */
  pagesFailed: boolean;
  /** Removed while pages were loading: an older page must not bring them back. */
  removed: ReadonlySet<string>;
  /** Held from before a reload and not yet seen again; dropped when the reload ends. */
  unconfirmed: ReadonlySet<string>;
  /** Each load from the first page is a generation; pages of an older one are ignored. */
  generation: number;
}

export const keyTextOf = (key: TrackedTitleKey): string => trackedTitleKeyText(key);

function isNewer(candidate: TrackedTitle, held: TrackedTitle | undefined): boolean {
  return held === undefined || candidate.updatedAt >= held.updatedAt;
}

function without<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  if (!set.has(value)) return set;
  const copy = new Set(set);
  copy.delete(value);
  return copy;
}

/** Every page is in: titles held from before a reload that no page named are gone. */
function settled(state: TrackedListState): TrackedListState {
  if (state.nextCursor !== null) return state;
  let items = state.items;
  if (state.unconfirmed.size > 0) {
    const kept = new Map(items);
    for (const key of state.unconfirmed) kept.delete(key);
    items = kept;
  }
  return { ...state, items, removed: new Set(), unconfirmed: new Set() };
}

function mergePage(
  held: ReadonlyMap<string, TrackedTitle>,
  removed: ReadonlySet<string>,
  unconfirmed: Set<string>,
  page: ListPage,
): Map<string, TrackedTitle> {
  const items = new Map(held);
  for (const item of page.items) {
    const key = keyTextOf(item);
    unconfirmed.delete(key);
    if (removed.has(key) || !isNewer(item, items.get(key))) continue;
    items.set(key, item);
  }
  return items;
}

/**
 * The first page of a (re)load. Titles held from before stay on screen until the reload ends,
 * then those no page named are dropped.
 */
export function withFirstPage(
  previous: TrackedListState | undefined,
  page: ListPage,
  generation: number,
): TrackedListState {
  const held = previous?.items ?? new Map<string, TrackedTitle>();
  const unconfirmed = new Set(held.keys());
  const removed = previous?.removed ?? new Set<string>();
  const items = mergePage(held, removed, unconfirmed, page);
  return settled({
    items,
    serverCounts: page.counts,
    nextCursor: page.nextCursor,
    pagesFailed: false,
    removed,
    unconfirmed,
    generation,
  });
}

/** A later page of the load `generation`; a page of an older load changes nothing. */
export function withNextPage(
  state: TrackedListState,
  page: ListPage,
  generation: number,
): TrackedListState {
  if (state.generation !== generation) return state;
  const unconfirmed = new Set(state.unconfirmed);
  const items = mergePage(state.items, state.removed, unconfirmed, page);
  return settled({
    ...state,
    items,
    serverCounts: page.counts,
    nextCursor: page.nextCursor,
    pagesFailed: false,
    unconfirmed,
  });
}

export function withPagesFailed(state: TrackedListState, failed: boolean): TrackedListState {
  return state.pagesFailed === failed ? state : { ...state, pagesFailed: failed };
}

/** A title as another tab or device saved it (a live event): kept unless ours is newer. */
export function withUpsert(state: TrackedListState, item: TrackedTitle): TrackedListState {
  const key = keyTextOf(item);
  if (!isNewer(item, state.items.get(key))) return state;
  return put(state, key, item);
}

/**
 * A title this tab wrote: its optimistic version, then the server's answer. Taken whatever
 * its updatedAt, since the optimistic one carries this device's clock.
 */
export function withLocalWrite(state: TrackedListState, item: TrackedTitle): TrackedListState {
  return put(state, keyTextOf(item), item);
}

function put(state: TrackedListState, key: string, item: TrackedTitle): TrackedListState {
  const items = new Map(state.items);
  items.set(key, item);
  return {
    ...state,
    items,
    removed: without(state.removed, key),
    unconfirmed: without(state.unconfirmed, key),
  };
}

export function withDelete(state: TrackedListState, key: TrackedTitleKey): TrackedListState {
  const text = keyTextOf(key);
  const items = new Map(state.items);
  items.delete(text);
  const removed = state.nextCursor === null ? state.removed : new Set(state.removed).add(text);
  return { ...state, items, removed, unconfirmed: without(state.unconfirmed, text) };
}

/**
 * Undoes a failed write: back to what was held before it, unless something newer (an event,
 * a later write) has replaced the optimistic version meanwhile.
 */
export function withRollback(
  state: TrackedListState,
  key: TrackedTitleKey,
  expected: TrackedTitle | undefined,
  previous: TrackedTitle | undefined,
): TrackedListState {
  if (state.items.get(keyTextOf(key)) !== expected) return state;
  return previous ? withLocalWrite(state, previous) : withDelete(state, key);
}

export function isComplete(state: TrackedListState): boolean {
  return state.nextCursor === null;
}

/** Counted from the titles once all are in (so they follow every change), else the server's. */
export function countsOf(state: TrackedListState): ListCounts {
  return isComplete(state) ? countsOfItems(state.items.values()) : state.serverCounts;
}

export function countsOfItems(items: Iterable<TrackedTitle>): ListCounts {
  const counts = Object.fromEntries(LIST_STATUSES.map((status) => [status, 0])) as ListCounts;
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/** A change another tab or device made, as the live stream reports it. */
export type ListChange =
  { type: 'upsert'; item: TrackedTitle } | { type: 'delete'; key: TrackedTitleKey };

export function withChange(state: TrackedListState, change: ListChange): TrackedListState {
  return change.type === 'upsert' ? withUpsert(state, change.item) : withDelete(state, change.key);
}
