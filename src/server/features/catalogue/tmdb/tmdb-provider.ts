import type { FastifyBaseLogger } from 'fastify';
import { RateBudget } from '../../../lib/upstream/rate-budget';
import { createRedactor } from '../../../lib/upstream/redact';
import { createUpstreamClient } from '../../../lib/upstream/upstream-client';
import { UpstreamError } from '../../../lib/upstream/upstream-error';
import { NOT_FOUND, type CatalogueProvider, type ProviderEndpoint } from '../provider';
import { relayTmdbAnswer, tmdbFailureAnswer } from './tmdb-answers';
import {
  TMDB_FRESH_FOR_MS,
  TMDB_NOT_FOUND_FRESH_FOR_MS,
  sortedQuery,
  tmdbParameters,
  tmdbPath,
} from './tmdb-endpoints';

export interface TmdbProviderOptions {
  apiKey?: string | undefined;
  readToken?: string | undefined;
  /** e.g. https://api.themoviedb.org/3, without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
  logger: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** The clock the cache reads; tests move it to age entries. */
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** See docs/decisions/041-tmdb-provider-caching.md for how these numbers were chosen. */
const TMDB_LIMITS = {
  cache: { maxEntries: 5000, maxWeight: 24_000_000, staleWindowMs: DAY_MS },
  concurrency: { maxActive: 8, maxQueued: 200 },
  rate: { requestsPerMinute: 35 * 60, burst: 35, maxDelayMs: 3000 },
  maxAttempts: 3,
};

/** The catalogue proxy's TMDB adapter: TMDB's own v3 answers, fetched with the server's key. */
export function createTmdbProvider(options: TmdbProviderOptions): CatalogueProvider {
  const { apiKey, readToken, baseUrl } = options;
  if (!apiKey && !readToken) {
    throw new Error('The TMDB provider needs TMDB_API_KEY or TMDB_READ_TOKEN.');
  }
  // The read token travels in a header, which keeps it out of URLs altogether, so it wins.
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (readToken) headers.Authorization = `Bearer ${readToken}`;

  const upstream = createUpstreamClient({
    name: 'TMDB',
    fetch: options.fetch,
    logger: options.logger,
    timeoutMs: options.timeoutMs,
    cache: TMDB_LIMITS.cache,
    concurrency: TMDB_LIMITS.concurrency,
    budget: new RateBudget(TMDB_LIMITS.rate),
    maxAttempts: TMDB_LIMITS.maxAttempts,
    redact: createRedactor({ secrets: [apiKey, readToken], queryParameters: ['api_key'] }),
    now: options.now,
  });

  async function get(endpoint: ProviderEndpoint, parameters: Record<string, string>) {
    // The import with TMDB reads each title's details, which it checks the match against anyway;
    // a TMDB title names no kinds, so the lists keep the name they hold (decision 446).
    if (endpoint.kind === 'title-basics' || endpoint.kind === 'title-names') return NOT_FOUND;
    const path = tmdbPath(endpoint);
    const query = sortedQuery(tmdbParameters(endpoint, parameters));
    const key = `${path}?${query.toString()}`;
    if (!readToken && apiKey) query.set('api_key', apiKey);
    try {
      const result = await upstream.request({
        key,
        url: `${baseUrl}/${path}?${query.toString()}`,
        init: { method: 'GET', headers },
        ttlFor: ({ status }) =>
          status === 200
            ? TMDB_FRESH_FOR_MS[endpoint.kind]
            : status === 404
              ? TMDB_NOT_FOUND_FRESH_FOR_MS
              : 0,
      });
      if (result.status === 401 || result.status === 403) {
        options.logger.error(
          { upstream: 'TMDB', path, status: result.status },
          'TMDB refused the configured credentials; check TMDB_API_KEY or TMDB_READ_TOKEN',
        );
      }
      return relayTmdbAnswer(result, path);
    } catch (error) {
      if (error instanceof UpstreamError) return tmdbFailureAnswer(error);
      throw error;
    }
  }

  return {
    name: 'tmdb',
    capabilities: { posters: true, airDates: true, seasons: true },
    get,
  };
}
