import type { MediaType, TitleFormat } from '../../../../../shared/catalogue-types';
import type { StreamingService } from './sources/bangumi-data';

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
  /** The name in Japanese, where a source gives it. */
  originalName: string | null;
  /** MyAnimeList's main (romanised) title: the Kaggle set's name, anime-offline-database's title. */
  romajiName?: string | null;
  /** The English name the title is shown under, where a source writes one as a name. */
  englishName?: string | null;
  /**
   * bangumi-data's English names as it writes them, some all lower case: a later source's names
   * for the same title can give such a name its proper case (see englishNameOf).
   */
  englishNames?: readonly string[];
  externalIds: ExternalIds;
  /** Exact first and last airing instants (ISO 8601), where a source gives them. */
  beginsAt: string | null;
  endsAt: string | null;
  /** The weekly slot whose first showing is episode 1. */
  broadcast: { anchor: string; periodDays: number } | null;
  /** Still airing with no end date a year after it began (decision 172). */
  longRunner: boolean;
  services: StreamingService[];
}

export interface ExternalIds {
  mal: number | null;
  anilist: number | null;
  anidb: number | null;
  bangumi: number | null;
  /** TMDB's path for the title: 'tv/209867', 'tv/120089/season/2', 'movie/372058'. */
  tmdb: string | null;
}

/** What a source without dates, schedules or other sites' ids leaves empty. */
export function withoutSchedule(malId: number | null) {
  return {
    originalName: null,
    externalIds: { mal: malId, anilist: null, anidb: null, bangumi: null, tmdb: null },
    beginsAt: null,
    endsAt: null,
    broadcast: null,
    longRunner: false,
    services: [],
  } satisfies Partial<CatalogueEntry>;
}

/** Which dataset a catalogue came from; decides the attribution and the capabilities. */
export type CatalogueSourceKind =
  'anime-recommendations-database' | 'anime-offline-database' | 'bangumi-data';

export interface CatalogueInput {
  kind: CatalogueSourceKind;
  entries: CatalogueEntry[];
  /** Entries the reader had to skip because they did not fit the schema. */
  skipped: number;
}
