import type { CatalogueListItem, MediaType } from '../../../../shared/catalogue-types';

export type CandidateItem = CatalogueListItem & { media_type: MediaType };

/** A title that may be recommended, with every signal gathered about it. */
export interface Candidate {
  key: string;
  item: CandidateItem;
  name: string;
  /** Genre names, as the catalogue names them. */
  genres: string[];
  franchise: string | null;
  /** Keys of the user's titles whose catalogue entry lists this one as related (same series). */
  relatedTo: Set<string>;
  /** Keys of the user's titles whose catalogue entry recommends this one. */
  suggestedBy: Set<string>;
  /** Other users of the instance who completed or are watching it, weighted by likeness to the user. */
  neighbours: { weight: number; count: number; sharedTitle: string | null };
}

export function candidateKey(mediaType: MediaType, id: number): string {
  return `${mediaType}:${id}`;
}
