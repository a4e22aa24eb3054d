import type { MediaType } from '../../../../shared/catalogue-types';
import { trackedTitleKeyText, type TrackedTitleKey } from '../../../../shared/tracked-title';
import type { CatalogueLookup } from './import-entry';

/** A title whose own name equals one of the line's names. */
export interface NamedCandidate {
  key: TrackedTitleKey;
  season: number | null;
  mediaType: MediaType;
  year: number | null;
  /** The title's ids on the line's sites, where the catalogue knows them. */
  malId: number | null;
  anilistId: number | null;
}

export type ExactChoice =
  | { kind: 'one'; key: TrackedTitleKey; season: number | null }
  | { kind: 'none' }
  | { kind: 'ambiguous'; count: number };

const differs = (known: number | null, wanted: number | null) =>
  known !== null && wanted !== null && known !== wanted;

/**
 * Keeps the titles of the line's type and year (a title whose year is unknown is not excluded by
 * it), and none that carries another id on the line's own site: that one is another title.
 */
function fits(candidate: NamedCandidate, lookup: CatalogueLookup): boolean {
  return (
    candidate.mediaType === lookup.mediaType &&
    (lookup.year === null || candidate.year === null || candidate.year === lookup.year) &&
    !differs(candidate.malId, lookup.malId) &&
    !differs(candidate.anilistId, lookup.anilistId)
  );
}

/**
 * The one title the exact names point to, or why there is none. Names of one show and of its
 * seasons point to one title; the season counts only when every name agrees on it.
 */
export function chooseExact(candidates: NamedCandidate[], lookup: CatalogueLookup): ExactChoice {
  const byKey = new Map<string, NamedCandidate[]>();
  for (const candidate of candidates.filter((each) => fits(each, lookup))) {
    const keyText = trackedTitleKeyText(candidate.key);
    byKey.set(keyText, [...(byKey.get(keyText) ?? []), candidate]);
  }
  if (byKey.size > 1) return { kind: 'ambiguous', count: byKey.size };
  const [group] = byKey.values();
  if (!group?.[0]) return { kind: 'none' };
  const seasons = new Set(group.map((candidate) => candidate.season));
  const [season] = seasons;
  return { kind: 'one', key: group[0].key, season: seasons.size === 1 ? (season ?? null) : null };
}

export function ambiguousReason(count: number, lookup: CatalogueLookup): string {
  return `${count} titles share this name${lookup.year === null ? '' : ' and year'}.`;
}
