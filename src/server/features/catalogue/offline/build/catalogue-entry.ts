import type { MediaType, TitleFormat } from '../../../../../shared/catalogue-types';

export type AiringStatus = 'FINISHED' | 'ONGOING' | 'UPCOMING' | 'UNKNOWN';
export type AiringSeason = 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL';

/** One title as every input format is read into, before it is written to the catalogue file. */
export interface CatalogueEntry {
  id: number;
  mediaType: MediaType;
  format: TitleFormat;
  name: string;
  synonyms: string[] | null;
  /** MyAnimeList (or tag-derived) genre names; mapped onto genre ids when written. */
  genreNames: string[];
  tags: string[];
  studios: string[] | null;
  episodes: number | null;
  durationMinutes: number | null;
  score: number | null;
  voteCount: number;
  popularity: number;
  /** Whether enough people rated the title for its score to lead a top-rated list. */
  scoreTrusted: boolean;
  adult: boolean;
  status: AiringStatus;
  year: number | null;
  season: AiringSeason | null;
  posterUrl: string | null;
  sources: string[];
  /** Source URLs of related titles (anime-offline-database); resolved to ids when written. */
  relatedSources: string[];
}

/** Which dataset a catalogue came from; decides the attribution and the capabilities. */
export type CatalogueSourceKind = 'anime-recommendations-database' | 'anime-offline-database';

export interface CatalogueInput {
  kind: CatalogueSourceKind;
  entries: CatalogueEntry[];
  /** Entries the reader had to skip because they did not fit the schema. */
  skipped: number;
}
