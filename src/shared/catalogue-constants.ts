/** Catalogue constants from the product spec (§7, §9); both the server and the client read them. */

/** TMDB keyword "anime": home, discover and seasonal lists are restricted to it. */
export const ANIME_KEYWORD_ID = 210024;
/** Keywords always excluded from home and discover lists. */
export const EXCLUDED_KEYWORD_IDS: readonly number[] = [11104];
/** Keywords additionally excluded while adult titles are hidden. */
export const ADULT_EXCLUDED_KEYWORD_IDS: readonly number[] = [9716, 2911];

export const ANIMATION_GENRE_ID = 16;
export const JAPAN_ORIGIN_COUNTRY = 'JP';
export const JAPANESE_LANGUAGE = 'ja';
export const CATALOGUE_LANGUAGE = 'en-US';
export const POPULARITY_DESCENDING = 'popularity.desc';
/**
 * The offline catalogue's sort for /browse/trending: the datasets have no dates, so "trending" is
 * score-weighted popularity there (decision 033). TMDB does not know it and uses popularity.
 */
export const TRENDING_SORT = 'trending.desc';

export const POSTER_IMAGE_BASE = 'https://image.tmdb.org/t/p/';
export const POSTER_SIZES = ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'] as const;
export type PosterSize = (typeof POSTER_SIZES)[number];
export const POSTER_SIZE: PosterSize = 'w154';

export const HOME_FIRST_LOAD_PAGES = 5;
/** Below this many first-load results, home fetches one extra unfiltered page. */
export const HOME_MINIMUM_RESULTS = 20;

export const RECOMMENDATION_FALLBACK_MAX_PAGE = 10;
export const RECOMMENDATION_FALLBACK_MIN_VOTE = 7;
export const RECOMMENDATION_FALLBACK_COUNT = 6;

/** The poster's address on the image host, or null when the title has no poster. */
export function posterUrl(
  posterPath: string | null | undefined,
  size: PosterSize = POSTER_SIZE,
): string | null {
  const path = posterPath?.trim();
  if (!path) return null;
  // Offline catalogues built from anime-offline-database carry full picture URLs.
  if (path.startsWith('https://')) return path;
  return `${POSTER_IMAGE_BASE}${size}${path.startsWith('/') ? path : `/${path}`}`;
}
