import type { CatalogueEntry, CatalogueInput } from './catalogue-entry';
import { franchiseKey } from './franchise';

/** A title page lists at most this many related titles, the most popular first. */
const MAX_RELATED = 20;

function bySourceLinks(entries: CatalogueEntry[]): Map<number, Set<number>> {
  const idBySource = new Map<string, number>();
  for (const entry of entries) for (const source of entry.sources) idBySource.set(source, entry.id);
  const related = new Map<number, Set<number>>();
  for (const entry of entries) {
    const ids = entry.relatedSources
      .map((source) => idBySource.get(source))
      .filter((id): id is number => id !== undefined && id !== entry.id);
    if (ids.length > 0) related.set(entry.id, new Set(ids));
  }
  return related;
}

function bySharedFranchiseName(entries: CatalogueEntry[]): Map<number, Set<number>> {
  const groups = new Map<string, number[]>();
  for (const entry of entries) {
    const key = franchiseKey(entry.name);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), entry.id]);
  }
  const related = new Map<number, Set<number>>();
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    for (const id of members) related.set(id, new Set(members.filter((other) => other !== id)));
  }
  return related;
}

/**
 * Related titles per title: the dataset's own links when it has them (anime-offline-database),
 * else titles sharing a franchise name (the CSV has no links).
 */
export function relatedTitles(input: CatalogueInput): Map<number, number[]> {
  const popularity = new Map(input.entries.map((entry) => [entry.id, entry.popularity]));
  const related =
    input.kind === 'anime-offline-database'
      ? bySourceLinks(input.entries)
      : bySharedFranchiseName(input.entries);
  const ranked = new Map<number, number[]>();
  for (const [id, others] of related) {
    const list = [...others]
      .sort((a, b) => (popularity.get(b) ?? 0) - (popularity.get(a) ?? 0) || a - b)
      .slice(0, MAX_RELATED);
    ranked.set(id, list);
  }
  return ranked;
}
