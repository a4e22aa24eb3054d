import { z } from 'zod';
import { ANILIST_DOCUMENTS } from './anilist-documents';

/**
 * The only GraphQL documents the product sends to AniList. The server's pass-through forwards
 * these and nothing else, which keeps it from being an open proxy and keeps use within
 * AniList's terms (no mass collection): ids per call and pages are bounded by the schemas.
 */

const malId = z.number().int().positive().max(100_000_000);

export const ANILIST_QUERIES = {
  /** One anime by its MyAnimeList id: the extras a detail screen and a tracked title need. */
  mediaByMalId: {
    document: ANILIST_DOCUMENTS.mediaByMalId,
    variables: z.strictObject({ idMal: malId }),
  },
  /** When the next episode airs, for up to 50 anime at once (a user's list, the coming-soon screen). */
  airingByMalIds: {
    document: ANILIST_DOCUMENTS.airingByMalIds,
    variables: z.strictObject({ idMals: z.array(malId).min(1).max(50) }),
  },
  /** Anime whose title matches a search, best match first. */
  searchAnime: {
    document: ANILIST_DOCUMENTS.searchAnime,
    variables: z.strictObject({
      search: z.string().trim().min(1).max(100),
      page: z.number().int().min(1).max(5).default(1),
      perPage: z.number().int().min(1).max(25).default(10),
    }),
  },
} as const;

export type AnilistQueryName = keyof typeof ANILIST_QUERIES;

export type AnilistVariables<Name extends AnilistQueryName> = z.input<
  (typeof ANILIST_QUERIES)[Name]['variables']
>;

export type AnilistFormat = 'TV' | 'TV_SHORT' | 'MOVIE' | 'SPECIAL' | 'OVA' | 'ONA' | 'MUSIC';
export type AnilistStatus = 'FINISHED' | 'RELEASING' | 'NOT_YET_RELEASED' | 'CANCELLED' | 'HIATUS';
export type AnilistSeason = 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL';

export interface AnilistNextAiringEpisode {
  /** Epoch seconds. */
  airingAt: number;
  timeUntilAiring: number;
  episode: number;
}

export interface AnilistMedia {
  id: number;
  idMal: number | null;
  title: {
    romaji: string | null;
    english: string | null;
    native: string | null;
    userPreferred: string | null;
  };
  format: AnilistFormat | null;
  status: AnilistStatus | null;
  season: AnilistSeason | null;
  seasonYear: number | null;
  episodes: number | null;
  countryOfOrigin: string | null;
  isAdult: boolean;
  genres: string[];
  coverImage: {
    extraLarge: string | null;
    large: string | null;
    medium: string | null;
    color: string | null;
  };
  trailer: { id: string; site: string; thumbnail: string | null } | null;
  nextAiringEpisode: AnilistNextAiringEpisode | null;
  siteUrl: string;
}

export type AnilistAiringMedia = Pick<
  AnilistMedia,
  'id' | 'idMal' | 'status' | 'episodes' | 'nextAiringEpisode'
>;

export interface AnilistPage<Item> {
  Page: { pageInfo: { hasNextPage: boolean }; media: Item[] };
}

/** What each query's data holds. */
export interface AnilistData {
  mediaByMalId: { Media: AnilistMedia | null };
  airingByMalIds: AnilistPage<AnilistAiringMedia>;
  searchAnime: AnilistPage<AnilistMedia>;
}

export interface AnilistGraphqlError {
  message: string;
  status?: number;
  locations?: { line: number; column: number }[];
}

/** AniList's answer as the pass-through relays it. */
export interface AnilistResponse<Name extends AnilistQueryName> {
  data: AnilistData[Name] | null;
  errors?: AnilistGraphqlError[];
}
