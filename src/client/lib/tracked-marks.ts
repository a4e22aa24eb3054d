import { useSyncExternalStore } from 'react';
import type { ListStatus } from '../../shared/tracked-title';

/**
 * Where a title stands in the signed-in user's lists, as a card shows it. Ready-made text, so
 * the cards on the first route need none of the lists code (decision 162).
 */
export interface TrackedMark {
  status: ListStatus;
  /** "Watching", "Plan to Watch"… */
  label: string;
  /** "E5/64", "S2 · E3", or null where progress says nothing (a film, a planned title). */
  progress: string | null;
}

/** By "tv:5114", the key cards already use. */
let marks: ReadonlyMap<string, TrackedMark> = new Map();
const listeners = new Set<() => void>();

export function publishTrackedMarks(next: ReadonlyMap<string, TrackedMark>): void {
  marks = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTrackedMark(key: string): TrackedMark | undefined {
  return useSyncExternalStore(subscribe, () => marks.get(key));
}
