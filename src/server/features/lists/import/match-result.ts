import type { ImportMatchRule } from '../../../../shared/lists-api';
import type { TrackedFieldsPatch, TrackedTitleKey } from '../../../../shared/tracked-title';
import type { CatalogueLookup } from './import-entry';

export interface MatchedTitle {
  kind: 'matched';
  key: TrackedTitleKey;
  /** The season of the show the line is about, when it names a later one; else null. */
  season: number | null;
  rule: ImportMatchRule;
  /** Catalogue data a new tracked title starts with. */
  fields: TrackedFieldsPatch;
}

export type MatchResult = MatchedTitle | { kind: 'unmatched'; reason: string };

/** Finds the catalogue title of one MyAnimeList or AniList line, never by a guess. */
export interface TitleMatcher {
  match(lookup: CatalogueLookup): Promise<MatchResult>;
}

export const UNREACHABLE = 'The catalogue could not be reached; import the file again later.';

/** "No title with MyAnimeList id 5 in the catalogue." for the ids the line carries. */
export function unknownIdsReason(lookup: CatalogueLookup): string | null {
  const ids = [
    lookup.malId === null ? null : `MyAnimeList id ${lookup.malId}`,
    lookup.anilistId === null ? null : `AniList id ${lookup.anilistId}`,
  ].filter((id) => id !== null);
  return ids.length === 0 ? null : `No title with ${ids.join(' or ')} in the catalogue.`;
}
