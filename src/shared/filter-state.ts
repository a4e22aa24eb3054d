/**
 * The filter bar's state and its round trip through the page address (spec §3 "Filter state",
 * §4 "Filters", §5 "Year filter"). Pure: callers pass the address and the current date in.
 */

export const SEASONS = ['any', 'winter', 'spring', 'summer', 'fall'] as const;
export type Season = (typeof SEASONS)[number];

export const FORMATS = ['any', 'tv', 'movie'] as const;
export type Format = (typeof FORMATS)[number];

/** Discover's orders; popular is the catalogue's own default order (spec §4's first load). */
export const DISCOVER_SORTS = ['popular', 'top', 'newest'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export interface FilterState {
  query: string;
  /** A catalogue genre id as it appears in the address; empty means any genre. */
  genreId: string;
  year: number | null;
  season: Season;
  format: Format;
  sort: DiscoverSort;
}

export const DEFAULT_FILTERS: Readonly<FilterState> = Object.freeze({
  query: '',
  genreId: '',
  year: null,
  season: 'any',
  format: 'any',
  sort: 'popular',
});

/** Each field's query-string parameter. */
export const FILTER_PARAMETERS = {
  query: 'q',
  genreId: 'genre',
  year: 'year',
  season: 'season',
  format: 'format',
  sort: 'sort',
} as const satisfies Record<keyof FilterState, string>;

export const MIN_YEAR = 1960;

export function maxYear(now: Date): number {
  return now.getFullYear() + 1;
}

export function clampYear(year: number, now: Date): number {
  return Math.min(maxYear(now), Math.max(MIN_YEAR, Math.trunc(year)));
}

/** One stepper press; an empty year starts from the current calendar year. */
export function stepYear(year: number | null, delta: -1 | 1, now: Date): number {
  if (year === null) return clampYear(now.getFullYear(), now);
  return clampYear(year + delta, now);
}

/** Reads a typed year: anything that is not a whole number is no year at all. */
export function parseYear(text: string, now: Date): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,6}$/.test(trimmed)) return null;
  return clampYear(Number(trimmed), now);
}

export function isSeason(value: string): value is Season {
  return (SEASONS as readonly string[]).includes(value);
}

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

export function isDiscoverSort(value: string): value is DiscoverSort {
  return (DISCOVER_SORTS as readonly string[]).includes(value);
}

const GENRE_ID = /^[1-9]\d{0,9}$/;

/** Each present, valid parameter overrides its default; invalid values are ignored. */
export function parseFilters(params: URLSearchParams, now: Date): FilterState {
  const filters: FilterState = { ...DEFAULT_FILTERS };

  const query = params.get(FILTER_PARAMETERS.query);
  if (query !== null) filters.query = query;

  const genreId = params.get(FILTER_PARAMETERS.genreId)?.trim();
  if (genreId !== undefined && (genreId === '' || GENRE_ID.test(genreId))) {
    filters.genreId = genreId;
  }

  const year = params.get(FILTER_PARAMETERS.year);
  if (year !== null) filters.year = parseYear(year, now);

  const season = params.get(FILTER_PARAMETERS.season)?.trim().toLowerCase();
  if (season !== undefined && isSeason(season)) filters.season = season;

  const format = params.get(FILTER_PARAMETERS.format)?.trim().toLowerCase();
  if (format !== undefined && isFormat(format)) filters.format = format;

  const sort = params.get(FILTER_PARAMETERS.sort)?.trim().toLowerCase();
  if (sort !== undefined && isDiscoverSort(sort)) filters.sort = sort;

  return filters;
}

function parameterValue(filters: FilterState, key: keyof FilterState): string {
  const value = filters[key];
  if (value === null) return '';
  return String(value).trim();
}

/**
 * Writes the filters into an address, keeping its path, hash and unrelated parameters.
 * A parameter is set when its value differs from the default, and removed otherwise.
 * Returns the address relative to its origin, ready for history.replaceState.
 */
export function applyFiltersToUrl(href: string, filters: FilterState): string {
  const url = new URL(href, 'http://localhost');
  for (const key of Object.keys(FILTER_PARAMETERS) as (keyof FilterState)[]) {
    const name = FILTER_PARAMETERS[key];
    const value = parameterValue(filters, key);
    if (value === parameterValue(DEFAULT_FILTERS, key)) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export function filtersEqual(a: FilterState, b: FilterState): boolean {
  return (Object.keys(FILTER_PARAMETERS) as (keyof FilterState)[]).every(
    (key) => a[key] === b[key],
  );
}

export function hasActiveFilters(filters: FilterState): boolean {
  return !filtersEqual(filters, DEFAULT_FILTERS);
}
