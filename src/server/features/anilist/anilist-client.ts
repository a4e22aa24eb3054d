import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ANILIST_QUERIES, type AnilistQueryName } from '../../../shared/anilist-queries';
import type { Config } from '../../config';
import { RateBudget } from '../../lib/upstream/rate-budget';
import { stableJson } from '../../lib/upstream/stable-json';
import { createUpstreamClient, type UpstreamAnswer } from '../../lib/upstream/upstream-client';
import { anilistFreshForMs } from './anilist-cache-ttl';

export type AnilistSettings = Config['anilist'];

export type ParsedVariables<Name extends AnilistQueryName> = z.output<
  (typeof ANILIST_QUERIES)[Name]['variables']
>;

export interface AnilistClient {
  readonly enabled: boolean;
  /**
   * Runs one of the product's queries. Resolves with AniList's status and `{ data, errors }`
   * (fresh, cached, or stale when AniList fails); rejects with an UpstreamError when there is
   * no answer to give, including when the rate budget is spent.
   */
  query<Name extends AnilistQueryName>(
    name: Name,
    variables: ParsedVariables<Name>,
  ): Promise<UpstreamAnswer>;
}

const HOUR_MS = 60 * 60_000;

/** See docs/decisions/042-anilist-pass-through.md for how these numbers were chosen. */
const ANILIST_LIMITS = {
  timeoutMs: 8000,
  cache: { maxEntries: 2000, maxWeight: 8_000_000, staleWindowMs: 24 * HOUR_MS },
  concurrency: { maxActive: 2, maxQueued: 50 },
  maxDelayMs: 2000,
  maxAttempts: 2,
};

/** AniList's separate burst limiter trips on a full minute's budget at once; a third is safe. */
const burstFor = (requestsPerMinute: number) => Math.max(1, Math.floor(requestsPerMinute / 3));

/** The server's one AniList client; its rate budget is shared by every request in the process. */
export function createAnilistClient(
  settings: AnilistSettings,
  logger: FastifyBaseLogger,
  fetchImpl?: typeof fetch,
): AnilistClient {
  if (!settings.enabled) {
    return {
      enabled: false,
      query: () => Promise.reject(new Error('AniList is not enabled on this instance.')),
    };
  }
  const upstream = createUpstreamClient({
    name: 'AniList',
    fetch: fetchImpl,
    logger,
    timeoutMs: ANILIST_LIMITS.timeoutMs,
    cache: ANILIST_LIMITS.cache,
    concurrency: ANILIST_LIMITS.concurrency,
    budget: new RateBudget({
      requestsPerMinute: settings.requestsPerMinute,
      burst: burstFor(settings.requestsPerMinute),
      maxDelayMs: ANILIST_LIMITS.maxDelayMs,
    }),
    maxAttempts: ANILIST_LIMITS.maxAttempts,
  });

  return {
    enabled: true,
    async query(name, variables) {
      const result = await upstream.request({
        key: `${name}:${stableJson(variables)}`,
        url: settings.url,
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ query: ANILIST_QUERIES[name].document, variables }),
        },
        ttlFor: (answer) => anilistFreshForMs(answer, Date.now()),
      });
      return { status: result.status, body: result.body };
    },
  };
}
