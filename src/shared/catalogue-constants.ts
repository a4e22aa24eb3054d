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

/** TMDB's image host; the server fetches TMDB poster paths from it, never the browser. */
export const POSTER_IMAGE_BASE = 'https://image.tmdb.org/t/p/';

export const HOME_FIRST_LOAD_PAGES = 5;
/** Below this many first-load results, home fetches one extra unfiltered page. */
export const HOME_MINIMUM_RESULTS = 20;

export const RECOMMENDATION_FALLBACK_MAX_PAGE = 10;
export const RECOMMENDATION_FALLBACK_MIN_VOTE = 7;
export const RECOMMENDATION_FALLBACK_COUNT = 6;
