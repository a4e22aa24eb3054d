import type { FastifyInstance } from 'fastify';
import { statsQuerySchema, type StatsAnswer } from '../../../shared/stats-api';
import { parseRequest } from '../../http/validation';
import type { AuthServices } from '../auth/auth-services';
import { requireSignedIn } from '../auth/session-guard';
import type { TrackedTitleStore } from '../lists/tracked-title-store';
import { readStats } from './read-stats';
import { summaryPng } from './summary-image';

export interface StatsContext {
  services: AuthServices;
  store: TrackedTitleStore;
}

/** The signed-in user's own figures, and their yearly summary as a picture to share. */
export function statsRoutes(app: FastifyInstance, { services, store }: StatsContext): void {
  app.get('/api/stats', async (request, reply): Promise<StatsAnswer> => {
    const { user } = await requireSignedIn(services, request, reply);
    const query = parseRequest(statsQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'private, no-store');
    return readStats(store, user.id, query, services.clock.now());
  });

  app.get('/api/stats/summary.png', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const query = parseRequest(statsQuerySchema, request.query, 'query');
    const stats = await readStats(store, user.id, query, services.clock.now());
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `inline; filename="tsuzuki-${stats.year}.png"`)
      .type('image/png')
      .send(await summaryPng(stats));
  });
}
