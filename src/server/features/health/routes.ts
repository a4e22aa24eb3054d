import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDatabase } from '../../db/connect';
import { HEALTH_ROUTE } from '../../http/health-route';
import { HttpError } from '../../http/http-error';
import type { CatalogueProvider } from '../catalogue/provider';
import { sharedCheck } from './shared-check';
import { apiErrorSchema } from '../api-docs/api-error-schema';
import { publicRoute } from '../api-docs/public-route';

const dialect = z.enum(['sqlite', 'postgres']);

/**
 * GET /api/health: the process is alive and its database answers (kept as it was).
 * GET /api/ready: also the catalogue answers, so a load balancer may send traffic (decision 140).
 */
export function healthRoutes(
  app: FastifyInstance,
  database: AppDatabase,
  catalogue: CatalogueProvider,
): void {
  const checkDatabase = sharedCheck(() => database.ping());
  const checkCatalogue = sharedCheck(async () => {
    // TMDB is served with stale answers when it fails, so only the local catalogue can be not ready.
    if (catalogue.name !== 'offline') return;
    const answer = await catalogue.get({ kind: 'discover', mediaType: 'tv' }, { page: '1' });
    const results = (answer.body as { results?: unknown[] } | null)?.results;
    if (answer.status !== 200 || !results?.length) throw new Error('catalogue answered no titles');
  });

  const requireDatabase = async (request: { log: FastifyInstance['log'] }, check: string) => {
    try {
      await checkDatabase();
    } catch (error) {
      request.log.error({ err: error }, `${check}: database unreachable`);
      throw new HttpError(503, 'unavailable', 'The database is not reachable.');
    }
  };

  app.get(
    HEALTH_ROUTE,
    publicRoute({
      tag: 'Instance',
      tokens: false,
      operationId: 'getHealth',
      summary: 'Whether the server and its database answer',
      responses: {
        200: z.object({ status: z.literal('ok'), database: dialect }).describe('Alive.'),
        503: apiErrorSchema.describe('The database is not reachable.'),
      },
    }),
    async (request) => {
      await requireDatabase(request, 'health check');
      return { status: 'ok', database: database.dialect };
    },
  );

  app.get(
    '/api/ready',
    publicRoute({
      tag: 'Instance',
      tokens: false,
      operationId: 'getReadiness',
      summary: 'Whether the server is ready to answer: database reachable and catalogue loaded',
      responses: {
        200: z
          .object({
            status: z.literal('ready'),
            database: dialect,
            catalogue: z.enum(['offline', 'tmdb']),
          })
          .describe('Ready.'),
        503: apiErrorSchema.describe('The database is not reachable, or the catalogue not loaded.'),
      },
    }),
    async (request, reply) => {
      await requireDatabase(request, 'readiness check');
      try {
        await checkCatalogue();
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: catalogue not loaded');
        throw new HttpError(503, 'unavailable', 'The catalogue is not loaded.');
      }
      return reply
        .header('Cache-Control', 'no-store')
        .send({ status: 'ready', database: database.dialect, catalogue: catalogue.name });
    },
  );
}
