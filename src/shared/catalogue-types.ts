/**
 * The catalogue speaks TMDB's v3 response shapes whichever provider answers, so the client
 * never needs to know whether the offline catalogue or TMDB is behind the proxy.
 */
import type { WatchLink } from './where-to-watch';

export type MediaType = 'tv' | 'movie';

/** Upstream formats, as AniList and the offline datasets name them. */
export type TitleFormat =
  'TV' | 'TV_SHORT' | 'MOVIE' | 'SPECIAL' | 'OVA' | 'ONA' | 'MUSIC' | 'UNKNOWN';

export interface CatalogueListItem {
  id: number;
  media_type?: MediaType | 'person';
  title?: string;
  name?: string;
  original_title?: string;
  original_name?: string;
  release_date?: string;
  first_air_date?: string;
  poster_path: string | null;
  backdrop_path?: string | null;
  genre_ids: number[];
  original_language: string;
  origin_country?: string[];
  popularity: number;
  overview: string;
  adult: boolean;
  vote_average: number;
  vote_count: number;
  /** Offline catalogue extras; absent on TMDB answers. */
  format?: TitleFormat;
  episodes?: number | null;
  /** Offline catalogue extras, where it knows them: the names a title language picks (decision 433). */
  romaji_name?: string;
  english_name?: string;
}

export interface Paged<Item> {
  page: number;
  results: Item[];
  total_pages: number;
  total_results: number;
}

export interface Genre {
  id: number;
  name: string;
}

export interface EpisodeSummary {
  id: number;
  name: string;
  overview: string;
  air_date: string | null;
  episode_number: number;
  episode_type?: string;
  /** Offline catalogue extra: the broadcast instant (ISO 8601) where the schedule gives it. */
  airs_at?: string;
  runtime: number | null;
  season_number: number;
  show_id: number;
  still_path: string | null;
  vote_average: number;
  vote_count: number;
}

export interface SeasonSummary {
  id: number;
  name: string;
  overview: string;
  air_date: string | null;
  episode_count: number;
  poster_path: string | null;
  season_number: number;
  vote_average: number;
}

interface DetailsCommon {
  id: number;
  overview: string;
  poster_path: string | null;
  backdrop_path: string | null;
  genres: Genre[];
  original_language: string;
  popularity: number;
  /** Null where the offline catalogue knows no score for the title. */
  vote_average: number | null;
  vote_count: number;
  status: string;
  adult: boolean;
  /** Offline catalogue extras; absent on TMDB answers. */
  format?: TitleFormat;
  romaji_name?: string;
  english_name?: string;
  synonyms?: string[];
  tags?: string[];
  studios?: string[];
  related?: CatalogueListItem[];
  sources?: string[];
  /** Streaming services carrying the title, English-speaking viewers' first. */
  watch_links?: WatchLink[];
  /** Other sites' ids for the title, where the catalogue knows them. */
  external_ids?: ExternalIds;
  /** Whom to credit for the overview when it is not the catalogue's own (decision 293). */
  overview_source?: { name: string; url: string };
}

export interface ExternalIds {
  mal_id: number | null;
  anilist_id: number | null;
  anidb_id: number | null;
  /** TMDB's path for it, e.g. 'tv/209867' or 'movie/372058'. */
  tmdb: string | null;
}

export interface TvDetails extends DetailsCommon {
  name: string;
  original_name: string;
  first_air_date: string | null;
  last_air_date: string | null;
  number_of_episodes: number | null;
  number_of_seasons: number | null;
  episode_run_time: number[];
  origin_country: string[];
  seasons: SeasonSummary[];
  next_episode_to_air: EpisodeSummary | null;
  last_episode_to_air: EpisodeSummary | null;
  in_production: boolean;
}

export interface MovieDetails extends DetailsCommon {
  title: string;
  original_title: string;
  release_date: string | null;
  runtime: number | null;
  origin_country?: string[];
}

export interface SeasonDetails {
  _id: string;
  id: number;
  air_date: string | null;
  episodes: EpisodeSummary[];
  name: string;
  overview: string;
  poster_path: string | null;
  season_number: number;
  vote_average: number;
}
