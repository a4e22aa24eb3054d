import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/connect';
import { HttpError } from '../../http/http-error';

/** A database that answered this recently is taken as up, so health checks cannot load it. */
const FRESH_FOR_MS = 1000;

export function healthRoutes(app: FastifyInstance, database: AppDatabase): void {
  let answeredAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  const checkDatabase = (): Promise<void> => {
    if (performance.now() - answeredAt < FRESH_FOR_MS) return Promise.resolve();
    checking ??= database
      .ping()
      .then(() => {
        answeredAt = performance.now();
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  app.get('/api/health', async (request) => {
    try {
      await checkDatabase();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'unavailable', 'The database is not reachable.');
    }
    return { status: 'ok', database: database.dialect };
  });
}
