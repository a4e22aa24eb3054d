import type { TvDetails } from './catalogue-types';
import type { UpcomingEntry } from './upcoming';

type UpcomingShowEntry = UpcomingEntry<TvDetails>;

/** The first entry of each key, in order. */
export function firstOfEach<Key>(
  entries: readonly UpcomingShowEntry[],
  keyOf: (entry: UpcomingShowEntry) => Key,
): UpcomingShowEntry[] {
  const first = new Map<Key, UpcomingShowEntry>();
  for (const entry of entries) {
    const key = keyOf(entry);
    if (!first.has(key)) first.set(key, entry);
  }
  return [...first.values()];
}

/** Each show once, at its soonest episode: for a row of shows rather than a list of episodes. */
export function soonestPerShow(entries: readonly UpcomingShowEntry[]): UpcomingShowEntry[] {
  return firstOfEach(entries, ({ anime }) => anime.id);
}
