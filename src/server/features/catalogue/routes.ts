import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import {
  allowedParameters,
  parseCatalogueEndpoint,
  type CatalogueEndpoint,
} from '../../../shared/catalogue-endpoints';
import { notFound } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import { MAX_CATALOGUE_PAGE } from '../../../shared/upcoming';
import { wholeNumberUpTo } from '../../../shared/whole-number-schema';
import type { CatalogueAttribution } from '../../../shared/catalogue-info';
import { describeCatalogue } from './info';
import { maxAgeSeconds, serializedAnswers, type SerializedAnswers } from './kept-answers';
import type { CatalogueProvider } from './provider';
import { withRequestId } from './error-request-id';
import { COMMON_ERRORS } from '../api-docs/api-error-schema';
import { publicRoute } from '../api-docs/public-route';
import { catalogueAnswerSchema, catalogueInfoSchema } from './catalogue-responses';
import { upcomingRoute } from './upcoming-route';
import { scheduledEpisodes } from './scheduled-episodes';

/** The instance's catalogue and credits may change with an update. */
const INFO_MAX_AGE_SECONDS = 5 * 60;

/** A catalogue too busy to answer (its query queue full) is worth asking again this soon. */
export const CATALOGUE_RETRY_AFTER_SECONDS = 1;

/** The catalogue path after /api/tmdb-proxy/, as Fastify names a wildcard. */
const catalogueEndpointSchema = z.object({
  '*': z.string().max(500).meta({ description: 'A TMDB path, e.g. tv/209867 or search/tv.' }),
});

const pageSchema = z.object({ page: wholeNumberUpTo(MAX_CATALOGUE_PAGE).optional() });

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
  {
    anilist = false,
    limit,
    catalogueFile,
    answers = serializedAnswers(provider),
  }: {
    anilist?: boolean;
    limit?: onRequestHookHandler;
    /** The offline catalogue's file, whose schedules Coming soon lists episode by episode. */
    catalogueFile?: string;
    /** The answers kept for the proxy, shared with the title pages' openings (decision 420). */
    answers?: SerializedAnswers;
  } = {},
): void {
  app.get(
    '/api/catalogue/info',
    publicRoute({
      tag: 'Catalogue',
      tokens: false,
      operationId: 'getCatalogueInfo',
      summary: 'Which catalogue answers, what it can do, and whom to credit',
      responses: { 200: catalogueInfoSchema },
      errors: { 401: COMMON_ERRORS.unauthorized },
    }),
    async (_request, reply) => {
      // Read each time: an update may bring other credits or capabilities.
      const info = describeCatalogue(provider, attributions(), anilist);
      return reply.header('Cache-Control', `public, max-age=${INFO_MAX_AGE_SECONDS}`).send(info);
    },
  );

  upcomingRoute(
    app,
    (endpoint, parameters) => answers.get(endpoint, parameters),
    limit,
    provider.name === 'offline' && catalogueFile ? scheduledEpisodes(catalogueFile) : null,
  );

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
        operationId: 'getCatalogueEndpoint',
        params: catalogueEndpointSchema,
        responses: { 200: catalogueAnswerSchema },
        errors: {
          401: COMMON_ERRORS.unauthorized,
          404: 'Not a catalogue endpoint the product uses, or no such title.',
          429: COMMON_ERRORS.tooMany,
          503: 'The catalogue is answering too many requests, or could not answer this one; the Retry-After header says when to try again.',
        },
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
      if (answer.status === 503) reply.header('Retry-After', String(CATALOGUE_RETRY_AFTER_SECONDS));
      return reply
        .status(answer.status)
        .header('Cache-Control', cacheControl(endpoint.kind, answer.status))
        .type('application/json; charset=utf-8')
        .send(withRequestId(answer.status, answer.json, request.id));
    },
  );
}
