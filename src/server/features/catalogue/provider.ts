import type { CatalogueEndpoint } from '../../../shared/catalogue-endpoints';
import type { CatalogueCapabilities, CatalogueProviderName } from '../../../shared/catalogue-info';
import type { MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import type { NamesByKind } from '../../../shared/title-display-name';
import type { TrackedTitleKey } from '../../../shared/tracked-title';

export type { CatalogueProviderName };

/**
 * TMDB's look-up of a title by another site's id (`find/{id}?external_source=`), for the server's
 * own matching only: `parseCatalogueEndpoint` never yields it, so the public proxy cannot reach
 * it (decision 248). The offline catalogue has no such ids and answers 404.
 */
export interface FindEndpoint {
  kind: 'find';
  source: 'tvdb_id' | 'imdb_id';
  externalId: string;
}

/**
 * The part of many titles' details a new tracked title starts with, in one query: the offline
 * import's (issue 32), which otherwise built each title's whole details, relatives and seasons
 * included, to keep six fields. Server-only like `find`; TMDB answers 404.
 */
export interface TitleBasicsEndpoint {
  kind: 'title-basics';
  keys: TrackedTitleKey[];
}

type Basics<Details extends TvDetails | MovieDetails> = Pick<
  Details,
  'id' | 'overview' | 'poster_path' | 'vote_average' | 'genres' | 'external_ids'
>;

/** A title's names, date, poster, score and genres, as its details give them. */
export type TitleBasics =
  | (Basics<TvDetails> & Pick<TvDetails, 'name' | 'first_air_date'>)
  | (Basics<MovieDetails> & Pick<MovieDetails, 'title' | 'release_date'>);

/** A title-basics answer: each key's basics in the order asked, null for a title not found. */
export interface TitleBasicsAnswer {
  results: (TitleBasics | null)[];
}

/**
 * Many titles' names by kind, for the lists, which keep one name a title (decision 446).
 * Server-only like `find`; TMDB, whose titles name no kinds, answers 404.
 */
export interface TitleNamesEndpoint {
  kind: 'title-names';
  keys: TrackedTitleKey[];
}

/** A title-names answer: each key's names in the order asked, null for a title not found. */
export interface TitleNamesAnswer {
  results: (NamesByKind | null)[];
}

/** What a provider answers: the proxy's endpoints and the server's own. */
export type ProviderEndpoint =
  CatalogueEndpoint | FindEndpoint | TitleBasicsEndpoint | TitleNamesEndpoint;

export interface CatalogueAnswer {
  /** HTTP status to relay: 200, or 404 for an unknown title, or a 4xx/5xx from upstream. */
  status: number;
  body: unknown;
}

/** TMDB's answer for an unknown resource, which every provider gives alike. */
export const NOT_FOUND: CatalogueAnswer = {
  status: 404,
  body: { status_code: 34, status_message: 'The resource you requested could not be found.' },
};

/**
 * One adapter per source. Each maps its source onto TMDB's v3 response shapes
 * (shared/catalogue-types.ts), so the proxy route and the client never branch on the source.
 */
export interface CatalogueProvider {
  readonly name: CatalogueProviderName;
  /** Whether titles carry real posters and air dates (the offline CSV has neither). */
  readonly capabilities: CatalogueCapabilities;
  /**
   * Set by a provider whose data can be replaced while the server runs (the updated offline
   * catalogue); it changes with every replacement, so answers kept under another value are stale.
   */
  readonly version?: number;
  get(endpoint: ProviderEndpoint, parameters: Record<string, string>): Promise<CatalogueAnswer>;
}
