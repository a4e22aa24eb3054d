import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listExportSchema } from '../list-responses';
import { exportQuerySchema } from '../../../../shared/lists-api';
import { parseRequest } from '../../../http/validation';
import { publicRoute } from '../../api-docs/public-route';
import { requireCaller } from '../../auth/session-guard';
import type { ListsContext } from '../lists-context';
import { csvExport, exportFileName, jsonExport } from './list-export';

/** GET /api/lists/export?format=json|csv: every tracked title of the user, as a download. */
export function exportRoutes(app: FastifyInstance, context: ListsContext): void {
  const { services, store } = context;

  app.get(
    '/api/lists/export',
    publicRoute({
      tag: 'Lists',
      tokens: true,
      operationId: 'exportLists',
      summary: 'Every tracked title, as a JSON or CSV download',
      querystring: exportQuerySchema,
      responses: {
        200: {
          description: 'The download, in the asked format.',
          content: {
            'application/json': { schema: listExportSchema },
            'text/csv': { schema: z.string() },
          },
        },
      },
    }),
    async (request, reply) => {
      const { user } = await requireCaller(services, request, reply);
      const { format } = parseRequest(exportQuerySchema, request.query, 'query');
      const items = await store.all(user.id);
      const now = services.clock.now();
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${exportFileName(now, format)}"`);
      if (format === 'csv') {
        return reply.type('text/csv; charset=utf-8').send(csvExport(items));
      }
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(jsonExport(items, now), null, 2));
    },
  );
}
