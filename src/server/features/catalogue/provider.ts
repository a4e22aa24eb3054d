import type { CatalogueEndpoint } from '../../../shared/catalogue-endpoints';
import type { CatalogueCapabilities, CatalogueProviderName } from '../../../shared/catalogue-info';

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

/** What a provider answers: the proxy's endpoints and the server's own. */
export type ProviderEndpoint = CatalogueEndpoint | FindEndpoint;

export interface CatalogueAnswer {
  /** HTTP status to relay: 200, or 404 for an unknown title, or a 4xx/5xx from upstream. */
  status: number;
  body: unknown;
}

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
