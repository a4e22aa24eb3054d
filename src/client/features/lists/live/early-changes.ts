import type { ListChange } from '../tracked-list-state';

/** Far more than a person makes while one page loads; past it the oldest are dropped. */
const MAX_HELD = 1000;

const held = new Map<string, ListChange[]>();

/**
 * Changes that arrive while the list's first page is still on its way: the page may have been
 * read before them, so they are applied on top of it once it is in.
 */
export function holdEarlyChange(uid: string, change: ListChange): void {
  const changes = held.get(uid) ?? [];
  changes.push(change);
  if (changes.length > MAX_HELD) changes.shift();
  held.set(uid, changes);
}

export function takeEarlyChanges(uid: string): ListChange[] {
  const changes = held.get(uid) ?? [];
  held.delete(uid);
  return changes;
}

export function forgetEarlyChanges(): void {
  held.clear();
}
