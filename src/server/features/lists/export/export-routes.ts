import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listExportSchema } from '../list-responses';
import { exportQuerySchema } from '../../../../shared/lists-api';
import { parseRequest } from '../../../http/validation';
import { publicRoute } from '../../api-docs/public-route';
import { requireCaller } from '../../auth/session-guard';
import type { ListsContext } from '../lists-context';
import { openCatalogueIds } from '../open-catalogue-ids';
import { keptLinesOf } from '../import/kept-lines';
import { exportedTitles } from './exported-titles';
import { csvExport, exportFileName, jsonExport } from './list-export';
import { malExportEntries } from './mal-export';
import { malXmlExport } from './mal-xml-writer';

/**
 * GET /api/lists/export?format=json|csv|mal: every tracked title of the user, as a download;
 * `mal` writes their MyAnimeList entries as MyAnimeList's own XML export.
 */
export function exportRoutes(
  app: FastifyInstance,
  context: ListsContext,
  catalogueFile: string,
): void {
  const { services, store, names } = context;

  app.get(
    '/api/lists/export',
    publicRoute({
      tag: 'Lists',
      tokens: true,
      operationId: 'exportLists',
      summary: 'Every tracked title, as a JSON, CSV or MyAnimeList XML download',
      querystring: exportQuerySchema,
      responses: {
        200: {
          description: 'The download, in the asked format.',
          content: {
            'application/json': { schema: listExportSchema },
            'text/csv': { schema: z.string() },
            'application/xml': { schema: z.string() },
          },
        },
      },
    }),
    async (request, reply) => {
      const { user } = await requireCaller(services, request, reply);
      const { format } = parseRequest(exportQuerySchema, request.query, 'query');
      const now = services.clock.now();
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${exportFileName(now, format)}"`);
      const ids = openCatalogueIds(catalogueFile, request.log);
      try {
        if (format === 'mal') {
          const entries = await malExportEntries(services.db, user.id, ids);
          return reply
            .type('application/xml; charset=utf-8')
            .send(malXmlExport(entries, user.username));
        }
        const keyedBy = context.catalogue.name === 'tmdb' ? 'tmdb' : 'offline';
        const items = await exportedTitles(
          services.db,
          user.id,
          await names.withNames(await store.all(user.id)),
          ids,
          keyedBy,
        );
        if (format === 'csv') {
          return reply.type('text/csv; charset=utf-8').send(csvExport(items));
        }
        const kept = await keptLinesOf(services.db, user.id);
        return reply
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(jsonExport(items, kept, now), null, 2));
      } finally {
        ids?.close();
      }
    },
  );
}
