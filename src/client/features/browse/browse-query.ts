import type { CatalogueProviderName } from '../../../shared/catalogue-info';
import { TRENDING_SORT } from '../../../shared/catalogue-constants';
import type { MediaType } from '../../../shared/catalogue-types';
import {
  browseParams,
  catalogueListParams,
  seasonalAttempts,
  type QueryParameters,
} from '../../../shared/discover-queries';
import type { FilterState } from '../../../shared/filter-state';
import type { Translate } from '../../i18n/messages';
import { seasonOfYearLabel } from '../../ui/season-names';
import {
  previousYearSameSeason,
  seasonDateRange,
  seasonOf,
  type SeasonOfYear,
} from '../../../shared/seasons';
import type { BrowseMode } from './browse-modes';

export interface BrowseContext {
  allowAdult: boolean;
  provider: CatalogueProviderName;
  now: Date;
}

/** What a browse screen asks the catalogue: the endpoint and each page's query with fallbacks. */
export interface BrowseRequest {
  endpoint: string;
  mediaType: MediaType;
  attemptsFor: (page: number) => QueryParameters[];
}

/** Year and season narrow by air date, which only TMDB knows (the offline CSV has no dates). */
export function needsAirDates(mode: BrowseMode, filters: FilterState): boolean {
  return mode === 'season' || filters.year !== null || filters.season !== 'any';
}

/** The season the seasonal view shows: the filter's season and year, else the current ones. */
export function seasonalTarget(filters: FilterState, now: Date): SeasonOfYear {
  return {
    season: filters.season === 'any' ? seasonOf(now) : filters.season,
    year: filters.year ?? now.getFullYear(),
  };
}

/** seasonalAttempts' last try: the same season a year earlier (spec §7). */
const PREVIOUS_YEAR_ATTEMPT = 2;

/**
 * The line above the seasonal list, from the first page's answer (undefined while it loads):
 * which season the list shows, and when every try came back empty, that neither season has
 * anything rather than claiming the previous year is shown.
 */
export function seasonalLead(
  target: SeasonOfYear,
  first: { attempt: number; found: boolean } | undefined,
  t: Translate,
): string {
  const season = seasonOfYearLabel(target.season, target.year, t);
  if (first?.attempt !== PREVIOUS_YEAR_ATTEMPT) return t('browse.seasonal.lead', { season });
  const earlier = previousYearSameSeason(target);
  const previous = seasonOfYearLabel(earlier.season, earlier.year, t);
  return t(first.found ? 'browse.seasonal.previous' : 'browse.seasonal.none', { season, previous });
}

const DATE_PARAMETERS = {
  tv: { from: 'first_air_date.gte', to: 'first_air_date.lte', year: 'first_air_date_year' },
  movie: {
    from: 'primary_release_date.gte',
    to: 'primary_release_date.lte',
    year: 'primary_release_year',
  },
} as const;

/** A season alone means that season this year; a year alone means the whole year. */
function dateParams(mediaType: MediaType, filters: FilterState, now: Date): QueryParameters {
  const names = DATE_PARAMETERS[mediaType];
  if (filters.season !== 'any') {
    const { from, to } = seasonDateRange(filters.season, filters.year ?? now.getFullYear());
    return { [names.from]: from, [names.to]: to };
  }
  return filters.year === null ? {} : { [names.year]: String(filters.year) };
}

/** The adult and genre choices every (TV) seasonal list respects, which its queries lack. */
function viewerParams(filters: FilterState, allowAdult: boolean): QueryParameters {
  const { include_adult, without_keywords, with_genres } = catalogueListParams({
    page: 1,
    allowAdult,
    mediaType: 'tv',
    genreId: filters.genreId,
  });
  return {
    include_adult: include_adult ?? String(allowAdult),
    ...(without_keywords ? { without_keywords } : {}),
    ...(with_genres ? { with_genres } : {}),
  };
}

export function browseRequest(
  mode: BrowseMode,
  filters: FilterState,
  { allowAdult, provider, now }: BrowseContext,
): BrowseRequest {
  if (mode === 'season') {
    const target = seasonalTarget(filters, now);
    return {
      endpoint: 'discover/tv',
      mediaType: 'tv',
      attemptsFor: (page) =>
        seasonalAttempts(target, page).map((params) => ({
          ...params,
          ...viewerParams(filters, allowAdult),
        })),
    };
  }
  const mediaType: MediaType = filters.format === 'movie' ? 'movie' : 'tv';
  return {
    endpoint: `discover/${mediaType}`,
    mediaType,
    attemptsFor: (page) => [
      {
        ...browseParams(mode, { page, allowAdult, mediaType, genreId: filters.genreId }),
        ...(mode === 'trending' && provider === 'offline' ? { sort_by: TRENDING_SORT } : {}),
        ...dateParams(mediaType, filters, now),
      },
    ],
  };
}
