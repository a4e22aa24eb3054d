import type { CatalogueEntry, CatalogueInput } from './catalogue-entry';
import { franchiseKey } from './franchise';

/** A title page lists at most this many related titles, the most popular first. */
const MAX_RELATED = 20;

type Popularity = ReadonlyMap<number, number>;

const byPopularity = (popularity: Popularity) => (a: number, b: number) =>
  (popularity.get(b) ?? 0) - (popularity.get(a) ?? 0) || a - b;

function bySourceLinks(entries: CatalogueEntry[], popularity: Popularity): Map<number, number[]> {
  const idBySource = new Map<string, number>();
  for (const entry of entries) for (const source of entry.sources) idBySource.set(source, entry.id);
  const related = new Map<number, number[]>();
  for (const entry of entries) {
    const ids = entry.relatedSources
      .map((source) => idBySource.get(source))
      .filter((id): id is number => id !== undefined && id !== entry.id);
    if (ids.length === 0) continue;
    related.set(entry.id, [...new Set(ids)].sort(byPopularity(popularity)).slice(0, MAX_RELATED));
  }
  return related;
}

/**
 * A franchise name can be shared by thousands of titles (anime-offline-database's sequels and
 * specials): each group is ranked once and each member takes the group's most popular others, so
 * the work and memory grow with the titles, never with the square of a group's size.
 */
function bySharedFranchiseName(
  entries: CatalogueEntry[],
  popularity: Popularity,
): Map<number, number[]> {
  const groups = new Map<string, number[]>();
  for (const entry of entries) {
    const key = franchiseKey(entry.name);
    if (key === null) continue;
    const members = groups.get(key);
    if (members) members.push(entry.id);
    else groups.set(key, [entry.id]);
  }
  const related = new Map<number, number[]>();
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const leaders = members.sort(byPopularity(popularity)).slice(0, MAX_RELATED + 1);
    for (const id of members) {
      related.set(id, leaders.filter((other) => other !== id).slice(0, MAX_RELATED));
    }
  }
  return related;
}

/**
 * Related titles per title, the most popular first: the dataset's own links when it has them
 * (anime-offline-database), else titles sharing a franchise name (the CSV has no links).
 */
export function relatedTitles(input: CatalogueInput): Map<number, number[]> {
  const popularity = new Map(input.entries.map((entry) => [entry.id, entry.popularity]));
  return input.kind === 'anime-offline-database'
    ? bySourceLinks(input.entries, popularity)
    : bySharedFranchiseName(input.entries, popularity);
}
