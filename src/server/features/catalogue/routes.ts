import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import {
  allowedParameters,
  parseCatalogueEndpoint,
  type CatalogueEndpoint,
} from '../../../shared/catalogue-endpoints';
import { notFound } from '../../http/http-error';
import { stableJson } from '../../lib/upstream/stable-json';
import { parseRequest } from '../../http/validation';
import type { CatalogueAttribution } from '../../../shared/catalogue-info';
import { describeCatalogue } from './info';
import { perCatalogueVersion } from './per-catalogue-version';
import type { CatalogueProvider } from './provider';
import { withRequestId } from './error-request-id';
import { publicRoute } from '../api-docs/public-route';
import { upcomingRoute } from './upcoming-route';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** How long a browser or shared cache may reuse each kind of answer. */
const MAX_AGE_SECONDS: Record<CatalogueEndpoint['kind'], number> = {
  'search-multi': 10 * MINUTE,
  'search-typed': 10 * MINUTE,
  discover: 30 * MINUTE,
  'genre-list': DAY,
  details: 6 * HOUR,
  season: 6 * HOUR,
};
/** An unknown title may be added upstream soon; remember its absence only briefly. */
const NOT_FOUND_MAX_AGE_SECONDS = MINUTE;

const pageSchema = z.object({
  page: z.coerce
    .number({ message: 'must be a whole number from 1 to 500' })
    .int('must be a whole number from 1 to 500')
    .min(1, 'must be a whole number from 1 to 500')
    .max(500, 'must be a whole number from 1 to 500')
    .optional(),
});

function maxAgeSeconds(kind: CatalogueEndpoint['kind'], status: number): number {
  if (status === 200) return MAX_AGE_SECONDS[kind];
  if (status === 404) return NOT_FOUND_MAX_AGE_SECONDS;
  return 0;
}

interface SerializedAnswer {
  status: number;
  json: string;
}

const newAnswerCache = () =>
  new LRUCache<string, SerializedAnswer>({
    max: 4000,
    maxSize: 64_000_000,
    sizeCalculation: (answer) => Math.max(1, answer.json.length),
  });

/**
 * Keeps each answer as the JSON text sent, for as long as browsers are told to keep it: a repeated
 * call costs neither a provider query nor serialisation, whichever provider is behind the proxy.
 * When an update replaces the catalogue (its version changes), every kept answer is dropped.
 */
function serializedAnswers(provider: CatalogueProvider) {
  const answerCache = perCatalogueVersion(provider, newAnswerCache);
  return {
    async get(endpoint: CatalogueEndpoint, parameters: Record<string, string>) {
      const cache = answerCache();
      const key = `${stableJson(endpoint)}${stableJson(parameters)}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const answer = await provider.get(endpoint, parameters);
      const serialized = { status: answer.status, json: JSON.stringify(answer.body) };
      const lifetime = maxAgeSeconds(endpoint.kind, answer.status) * 1000;
      if (lifetime > 0) cache.set(key, serialized, { ttl: lifetime });
      return serialized;
    },
  };
}

function cacheControl(kind: CatalogueEndpoint['kind'], status: number): string {
  const seconds = maxAgeSeconds(kind, status);
  return seconds > 0 ? `public, max-age=${seconds}` : 'no-store';
}

/**
 * GET /api/tmdb-proxy/{endpoint}: exactly the catalogue endpoints the product uses (spec §7),
 * answered by whichever provider is configured; GET /api/catalogue/info, which says which one
 * and what it can tell, with the credits to show; and GET /api/catalogue/upcoming, Coming soon's
 * page in one call.
 */
export function catalogueRoutes(
  app: FastifyInstance,
  provider: CatalogueProvider,
  attributions: () => CatalogueAttribution[],
  { anilist = false, limit }: { anilist?: boolean; limit?: onRequestHookHandler } = {},
): void {
  const answers = serializedAnswers(provider);

  app.get(
    '/api/catalogue/info',
    publicRoute({
      tag: 'Catalogue',
      tokens: false,
      summary: 'Which catalogue answers, what it can do, and whom to credit',
    }),
    async (_request, reply) => {
      // Read each time: an update may bring other credits or capabilities.
      const info = describeCatalogue(provider, attributions(), anilist);
      return reply.header('Cache-Control', `public, max-age=${5 * MINUTE}`).send(info);
    },
  );

  upcomingRoute(app, (endpoint, parameters) => answers.get(endpoint, parameters), limit);

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/api/tmdb-proxy/*',
    {
      ...(limit ? { onRequest: limit } : {}),
      ...publicRoute({
        tag: 'Catalogue',
        tokens: false,
        summary: 'Search and browse the catalogue, in TMDB’s paths and answer shapes',
        description:
          'For example `search/tv?query=frieren`, `tv/209867`, `discover/tv?page=2` or `trending/tv/week`; unknown paths answer 404. Anonymous calls are limited per address.',
      }),
    },
    async (request, reply) => {
      const path = request.params['*'];
      const endpoint = parseCatalogueEndpoint(path);
      if (!endpoint) throw notFound(`Unknown catalogue endpoint: ${path || '(none)'}`);
      const parameters = allowedParameters(endpoint, request.query);
      const { page } = parseRequest(pageSchema, { page: parameters.page }, 'query');
      if (page !== undefined) parameters.page = String(page);
      const answer = await answers.get(endpoint, parameters);
      return reply
        .status(answer.status)
        .header('Cache-Control', cacheControl(endpoint.kind, answer.status))
        .type('application/json; charset=utf-8')
        .send(withRequestId(answer.status, answer.json, request.id));
    },
  );
}
