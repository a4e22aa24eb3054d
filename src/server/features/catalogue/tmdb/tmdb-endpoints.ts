import type { ProviderEndpoint, TitleBasicsEndpoint, TitleNamesEndpoint } from '../provider';

/** What TMDB is asked: every endpoint but the offline catalogue's own title basics and names. */
export type TmdbEndpoint = Exclude<ProviderEndpoint, TitleBasicsEndpoint | TitleNamesEndpoint>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long each kind of TMDB answer stays fresh: the slower it changes upstream, the longer.
 * Details and seasons carry next_episode_to_air, which moves when an episode airs, so they
 * stay well under a day.
 */
export const TMDB_FRESH_FOR_MS: Record<TmdbEndpoint['kind'], number> = {
  'search-multi': 10 * MINUTE,
  'search-typed': 10 * MINUTE,
  discover: 30 * MINUTE,
  'genre-list': 24 * HOUR,
  details: 6 * HOUR,
  season: 6 * HOUR,
  // An id TMDB does not know yet answers 200 with empty lists, so this is also how long it stays
  // unknown; a day would miss a mapping added upstream for too long.
  find: 6 * HOUR,
};

/** A title TMDB does not know stays unknown for a while; a short memory spares repeat look-ups. */
export const TMDB_NOT_FOUND_FRESH_FOR_MS = 10 * MINUTE;

/** The TMDB v3 path for an endpoint a provider answers. */
export function tmdbPath(endpoint: TmdbEndpoint): string {
  switch (endpoint.kind) {
    case 'search-multi':
      return 'search/multi';
    case 'search-typed':
      return `search/${endpoint.mediaType}`;
    case 'discover':
      return `discover/${endpoint.mediaType}`;
    case 'genre-list':
      return `genre/${endpoint.mediaType}/list`;
    case 'details':
      return `${endpoint.mediaType}/${endpoint.id}`;
    case 'season':
      return `tv/${endpoint.id}/season/${endpoint.season}`;
    case 'find':
      return `find/${encodeURIComponent(endpoint.externalId)}`;
  }
}

/** A find names its id's site in the query, as TMDB expects; other endpoints add nothing. */
export function tmdbParameters(
  endpoint: TmdbEndpoint,
  parameters: Record<string, string>,
): Record<string, string> {
  return endpoint.kind === 'find'
    ? { ...parameters, external_source: endpoint.source }
    : parameters;
}

/** Parameters in a fixed order, so the same request always makes the same cache key. */
export function sortedQuery(parameters: Record<string, string>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(parameters).sort(([left], [right]) =>
      left < right ? -1 : left > right ? 1 : 0,
    ),
  );
}
