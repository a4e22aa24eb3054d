import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/connect';
import { HttpError } from '../../http/http-error';

export function healthRoutes(app: FastifyInstance, database: AppDatabase): void {
  app.get('/api/health', async (request) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'unavailable', 'The database is not reachable.');
    }
    return { status: 'ok', database: database.dialect };
  });
}
