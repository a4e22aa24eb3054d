import type { MediaType } from './catalogue-types';

/** Exactly the upstream endpoints the product may call through /api/tmdb-proxy (spec §7). */
export type CatalogueEndpoint =
  | { kind: 'search-multi' }
  | { kind: 'search-typed'; mediaType: MediaType }
  | { kind: 'discover'; mediaType: MediaType }
  | { kind: 'genre-list'; mediaType: MediaType }
  | { kind: 'details'; mediaType: MediaType; id: number }
  | { kind: 'season'; id: number; season: number };

/** The query parameters each endpoint accepts; anything else is dropped before forwarding. */
export const ENDPOINT_PARAMETERS: Record<CatalogueEndpoint['kind'], readonly string[]> = {
  'search-multi': ['language', 'query', 'page', 'include_adult'],
  'search-typed': ['query', 'include_adult', 'language', 'year', 'page'],
  discover: [
    'with_genres',
    'without_genres',
    'sort_by',
    'with_original_language',
    'with_keywords',
    'without_keywords',
    'with_origin_country',
    'vote_average.gte',
    'vote_count.gte',
    'include_adult',
    'page',
    'language',
    'air_date.gte',
    'air_date.lte',
    'first_air_date.gte',
    'first_air_date.lte',
    'first_air_date_year',
    'primary_release_date.gte',
    'primary_release_date.lte',
    'primary_release_year',
  ],
  'genre-list': ['language'],
  details: ['language', 'append_to_response'],
  season: ['language'],
};

const ID = '([1-9][0-9]{0,9})';
const patterns: [RegExp, (match: RegExpMatchArray) => CatalogueEndpoint][] = [
  [/^search\/multi$/, () => ({ kind: 'search-multi' })],
  [/^search\/(tv|movie)$/, (m) => ({ kind: 'search-typed', mediaType: m[1] as MediaType })],
  [/^discover\/(tv|movie)$/, (m) => ({ kind: 'discover', mediaType: m[1] as MediaType })],
  [/^genre\/(tv|movie)\/list$/, (m) => ({ kind: 'genre-list', mediaType: m[1] as MediaType })],
  [
    new RegExp(`^(tv|movie)/${ID}$`),
    (m) => ({ kind: 'details', mediaType: m[1] as MediaType, id: Number(m[2]) }),
  ],
  [
    new RegExp(`^tv/${ID}/season/(0|[1-9][0-9]{0,3})$`),
    (m) => ({ kind: 'season', id: Number(m[1]), season: Number(m[2]) }),
  ],
];

export function parseCatalogueEndpoint(path: string): CatalogueEndpoint | null {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  for (const [pattern, build] of patterns) {
    const match = trimmed.match(pattern);
    if (match) return build(match);
  }
  return null;
}

/** Keeps only the parameters the endpoint accepts, skipping empty and null-like values (spec §7). */
export function allowedParameters(
  endpoint: CatalogueEndpoint,
  query: Record<string, unknown>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ENDPOINT_PARAMETERS[endpoint.kind]) {
    const value = query[name];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      continue;
    const text = String(value).trim();
    if (text === '' || text === 'null' || text === 'undefined') continue;
    kept[name] = text;
  }
  return kept;
}
