import {
  ADULT_EXCLUDED_KEYWORD_IDS,
  ANIMATION_GENRE_ID,
  ANIME_KEYWORD_ID,
  CATALOGUE_LANGUAGE,
  EXCLUDED_KEYWORD_IDS,
  HOME_FIRST_LOAD_PAGES,
  HOME_MINIMUM_RESULTS,
  JAPAN_ORIGIN_COUNTRY,
  JAPANESE_LANGUAGE,
  POPULARITY_DESCENDING,
  RECOMMENDATION_FALLBACK_MAX_PAGE,
  RECOMMENDATION_FALLBACK_MIN_VOTE,
} from './catalogue-constants';
import type { CalendarDate } from './calendar-date';
import type { MediaType } from './catalogue-types';
import type { DiscoverSort } from './filter-state';
import { genresFor } from './genres';
import type { SeasonOfYear } from './seasons';
import { previousYearSameSeason, seasonDateRange } from './seasons';
import { upcomingDateRange } from './upcoming';

/** Query parameters for one catalogue call, exactly as sent to /api/tmdb-proxy/{endpoint}. */
export type QueryParameters = Record<string, string>;

/** TMDB reads '|' between keyword ids as OR, so every listed keyword is excluded. */
const ANY_OF = '|';

export interface CatalogueListOptions {
  page: number;
  allowAdult: boolean;
  /** The list's type: a chosen genre is asked for in that type's genre ids. */
  mediaType: MediaType;
  /** The chosen genre, when one is chosen, in either type's ids. */
  genreId?: number | string | null;
}

function excludedKeywords(allowAdult: boolean): string {
  const excluded = allowAdult
    ? EXCLUDED_KEYWORD_IDS
    : [...EXCLUDED_KEYWORD_IDS, ...ADULT_EXCLUDED_KEYWORD_IDS];
  return excluded.join(ANY_OF);
}

/** Home and discover (discover/tv or discover/movie): anime keyword, excluded keywords (§7). */
export function catalogueListParams({
  page,
  allowAdult,
  mediaType,
  genreId,
}: CatalogueListOptions): QueryParameters {
  const genre = genreId === null || genreId === undefined ? '' : String(genreId).trim();
  return {
    with_keywords: String(ANIME_KEYWORD_ID),
    without_keywords: excludedKeywords(allowAdult),
    ...(genre === '' ? {} : { with_genres: genresFor(mediaType, genre) }),
    page: String(page),
    language: CATALOGUE_LANGUAGE,
    include_adult: String(allowAdult),
  };
}

export type BrowseMode = 'trending' | 'popular' | 'top';

export const BROWSE_MODES: readonly BrowseMode[] = ['trending', 'popular', 'top'];

/**
 * Trending is TMDB's popularity (recent activity), all-time popular is how many people rated it,
 * top rated is the average vote among titles with enough votes to mean something.
 */
const BROWSE_ORDER: Record<BrowseMode, QueryParameters> = {
  trending: { sort_by: POPULARITY_DESCENDING },
  popular: { sort_by: 'vote_count.desc' },
  top: { sort_by: 'vote_average.desc', 'vote_count.gte': '100' },
};

export function isBrowseMode(value: unknown): value is BrowseMode {
  return BROWSE_MODES.some((mode) => mode === value);
}

/** The date fields TMDB sorts and narrows each type's discover list by. */
const RELEASE_FIELDS: Record<MediaType, { date: string; year: string }> = {
  tv: { date: 'first_air_date', year: 'first_air_date_year' },
  movie: { date: 'primary_release_date', year: 'primary_release_year' },
};

export interface DiscoverOrder {
  sort: DiscoverSort;
  year: number | null;
  /** The viewer's today ('YYYY-MM-DD'): newest means begun by now, not announced for later. */
  today: string;
}

/**
 * Discover's sort and year as catalogue parameters. Popular adds nothing: the catalogue's own
 * order is the spec's first load. Top rated is the browse screen's order.
 */
export function discoverOrderParams(
  mediaType: MediaType,
  { sort, year, today }: DiscoverOrder,
): QueryParameters {
  const fields = RELEASE_FIELDS[mediaType];
  const sorted: QueryParameters =
    sort === 'top'
      ? BROWSE_ORDER.top
      : sort === 'newest'
        ? { sort_by: `${fields.date}.desc`, [`${fields.date}.lte`]: today }
        : {};
  return year === null ? sorted : { ...sorted, [fields.year]: String(year) };
}

export function browseParams(mode: BrowseMode, options: CatalogueListOptions): QueryParameters {
  return { ...catalogueListParams(options), ...BROWSE_ORDER[mode] };
}

/** Pages 1 to 5 of discover/tv for the home screen's first load. */
export function homeFirstLoadParams(
  options: Omit<CatalogueListOptions, 'page'>,
): QueryParameters[] {
  return Array.from({ length: HOME_FIRST_LOAD_PAGES }, (_, index) =>
    catalogueListParams({ ...options, page: index + 1 }),
  );
}

export function needsExtraUnfilteredPage(firstLoadResultCount: number): boolean {
  return firstLoadResultCount < HOME_MINIMUM_RESULTS;
}

/**
 * The extra home page when the first load came back thin: Japanese animation by popularity,
 * without the chosen genre or the anime keyword (TMDB tags many titles late), still excluding the
 * keywords the viewer must not see.
 */
export function extraUnfilteredPageParams({
  allowAdult,
}: Pick<CatalogueListOptions, 'allowAdult'>): QueryParameters {
  return {
    with_genres: String(ANIMATION_GENRE_ID),
    with_origin_country: JAPAN_ORIGIN_COUNTRY,
    without_keywords: excludedKeywords(allowAdult),
    sort_by: POPULARITY_DESCENDING,
    page: '1',
    language: CATALOGUE_LANGUAGE,
    include_adult: String(allowAdult),
  };
}

function seasonalParams(
  { season, year }: SeasonOfYear,
  page: number,
  withAnimeKeyword: boolean,
): QueryParameters {
  const { from, to } = seasonDateRange(season, year);
  return {
    ...(withAnimeKeyword ? { with_keywords: String(ANIME_KEYWORD_ID) } : {}),
    with_origin_country: JAPAN_ORIGIN_COUNTRY,
    'first_air_date.gte': from,
    'first_air_date.lte': to,
    sort_by: POPULARITY_DESCENDING,
    language: CATALOGUE_LANGUAGE,
    page: String(page),
  };
}

/**
 * The seasonal discover/tv query and its fallbacks, in the order to try them while each answer
 * is empty: the season with the anime keyword, the season without it, then the same season of the
 * previous year with the keyword again.
 */
export function seasonalAttempts(target: SeasonOfYear, page: number): QueryParameters[] {
  return [
    seasonalParams(target, page, true),
    seasonalParams(target, page, false),
    seasonalParams(previousYearSameSeason(target), page, true),
  ];
}

export interface UpcomingQueryOptions {
  /** The viewer's today, in their local calendar. */
  today: CalendarDate;
  days: number;
  page: number;
}

/** Shows airing from today to today plus N days (discover/tv). */
export function upcomingParams({ today, days, page }: UpcomingQueryOptions): QueryParameters {
  const { from, to } = upcomingDateRange(today, days);
  return {
    'air_date.gte': from,
    'air_date.lte': to,
    with_origin_country: JAPAN_ORIGIN_COUNTRY,
    with_original_language: JAPANESE_LANGUAGE,
    with_genres: String(ANIMATION_GENRE_ID),
    sort_by: POPULARITY_DESCENDING,
    include_adult: 'false',
    language: CATALOGUE_LANGUAGE,
    page: String(page),
  };
}

/**
 * The default recommendations (discover/tv): a random page from 1 to 10 of well-rated Japanese
 * animation. `random` answers in [0, 1) like Math.random; the caller keeps 6 items.
 */
export function recommendationFallbackParams(random: () => number): QueryParameters {
  const page = Math.min(
    RECOMMENDATION_FALLBACK_MAX_PAGE,
    Math.max(1, Math.floor(random() * RECOMMENDATION_FALLBACK_MAX_PAGE) + 1),
  );
  return {
    with_genres: String(ANIMATION_GENRE_ID),
    with_origin_country: JAPAN_ORIGIN_COUNTRY,
    'vote_average.gte': String(RECOMMENDATION_FALLBACK_MIN_VOTE),
    include_adult: 'false',
    language: CATALOGUE_LANGUAGE,
    page: String(page),
  };
}
