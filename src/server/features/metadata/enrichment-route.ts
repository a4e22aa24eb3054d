import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { MovieDetails, TvDetails } from '../../../shared/catalogue-types';
import { NO_ENRICHMENT, type TitleEnrichment } from '../../../shared/title-enrichment';
import { parseRequest } from '../../http/validation';
import { COMMON_ERRORS } from '../api-docs/api-error-schema';
import { publicRoute } from '../api-docs/public-route';
import type { CatalogueProvider } from '../catalogue/provider';
import type { EnrichmentService } from './enrichment-service';
import type { KeptTitle } from './kept-title';
import { kitsuCredit } from './kitsu-credit';

const titleEnrichmentSchema = z
  .object({
    state: z.enum(['ready', 'pending', 'unavailable']),
    synopsis: z.string().nullable(),
    posterUrl: z.string().nullable(),
    episodeCount: z.number().int().nullable(),
    source: z.object({ name: z.string(), url: z.string() }).nullable(),
  })
  .meta({ id: 'TitleEnrichment', description: 'What Kitsu adds to the title.' });

const paramsSchema = z.object({
  mediaType: z.enum(['tv', 'movie'], { message: "must be 'tv' or 'movie'" }),
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a title id')
    .transform(Number),
});

/** How long a page waits for a fetch under way before it is told to ask again. */
export const ROUTE_WAIT_MS = 4000;
/** Kept data changes slowly; "unavailable" may be a failure retried soon; "pending" is not kept. */
const MAX_AGE_SECONDS: Record<TitleEnrichment['state'], number> = {
  ready: 3600,
  unavailable: 300,
  pending: 0,
};

function ready(title: KeptTitle): TitleEnrichment {
  return {
    state: 'ready',
    synopsis: title.synopsis,
    posterUrl: title.posterUrl,
    episodeCount: title.episodeCount,
    source: kitsuCredit(title),
  };
}

const known = (title: KeptTitle | undefined): title is KeptTitle =>
  title !== undefined && title.fetchedAt !== null;

function within(promise: Promise<void>, milliseconds: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, milliseconds);
    timer.unref();
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * GET /api/catalogue/enrichment/{mediaType}/{id} (decision 293): what Kitsu adds to a title,
 * at once when kept, else after waiting a few seconds for the fetch the call starts; never a 5xx.
 * `catalogue` is the catalogue without enrichment, which says whether the title exists and
 * which MyAnimeList id it has.
 */
export function enrichmentRoute(
  app: FastifyInstance,
  catalogue: CatalogueProvider,
  service: EnrichmentService | null,
  limit: onRequestHookHandler | undefined,
): void {
  async function answerFor(mediaType: 'tv' | 'movie', id: number): Promise<TitleEnrichment> {
    if (!service || catalogue.name === 'tmdb') return NO_ENRICHMENT;
    const details = await catalogue.get({ kind: 'details', mediaType, id }, {});
    const malId =
      details.status === 200
        ? (details.body as TvDetails | MovieDetails).external_ids?.mal_id
        : null;
    if (!malId) return NO_ENRICHMENT;
    const before = await service.kept(malId);
    const fetching = service.wantNow(malId, before);
    if (known(before) || !fetching) {
      return before?.kitsuId ? ready(before) : NO_ENRICHMENT;
    }
    await within(fetching, ROUTE_WAIT_MS);
    const after = await service.kept(malId);
    if (known(after)) return after.kitsuId ? ready(after) : NO_ENRICHMENT;
    return { ...NO_ENRICHMENT, state: service.inFlight(malId) ? 'pending' : 'unavailable' };
  }

  app.get(
    '/api/catalogue/enrichment/:mediaType/:id',
    {
      ...(limit ? { onRequest: limit } : {}),
      ...publicRoute({
        tag: 'Catalogue',
        tokens: false,
        summary: 'What Kitsu adds to a title: its synopsis, cover and episode count',
        description:
          '`state` is `ready`, `pending` (being fetched: ask again in a few seconds) or `unavailable`. Anonymous calls are limited per address.',
        operationId: 'getTitleEnrichment',
        params: paramsSchema,
        responses: { 200: titleEnrichmentSchema },
        errors: { 401: COMMON_ERRORS.unauthorized, 429: COMMON_ERRORS.tooMany },
      }),
    },
    async (request, reply) => {
      const { mediaType, id } = parseRequest(paramsSchema, request.params, 'params');
      let answer: TitleEnrichment;
      try {
        answer = await answerFor(mediaType, id);
      } catch (error) {
        request.log.warn({ err: error }, 'enrichment answer failed');
        answer = NO_ENRICHMENT;
      }
      const maxAge = MAX_AGE_SECONDS[answer.state];
      return reply
        .header('Cache-Control', maxAge > 0 ? `public, max-age=${maxAge}` : 'no-store')
        .send(answer);
    },
  );
}
