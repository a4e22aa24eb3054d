import type { FastifyInstance } from 'fastify';
import { seasonEntryWriteSchema, seasonParamsSchema } from '../../../../shared/list-entry';
import {
  trackedTitleKeySchema,
  type TrackedTitle,
  type TrackedTitleKey,
} from '../../../../shared/tracked-title';
import { HttpError } from '../../../http/http-error';
import { parseRequest } from '../../../http/validation';
import { publicRoute } from '../../api-docs/public-route';
import { requireCaller } from '../../auth/session-guard';
import { announce, type ListsContext } from '../lists-context';
import type { WriteRequest } from '../tracked-title-store';
import { catalogueFactsOf, refuseBeyondCatalogue } from './catalogue-facts';
import { titleWithSeasonsSchema } from './entry-responses';
import { planSeasonWrite } from './season-write';

/** PUT of one season's entry of a title on the signed-in user's lists (decision 374). */
export function entryRoutes(app: FastifyInstance, context: ListsContext): void {
  const { services, store, catalogueAnswers, names } = context;

  app.put(
    '/api/lists/:type/:id/seasons/:season',
    publicRoute({
      tag: 'Lists',
      tokens: true,
      operationId: 'putSeasonEntry',
      summary: 'Change what you keep of one season of a title on your lists',
      description:
        'Status, progress, score (0–100, 0 = none), dates (YYYY-MM-DD, 00 for an unknown month or day), rewatches, notes, tags and favourite; fields left out keep their value. The current season, or a later one you start, moves the title there.',
      params: trackedTitleKeySchema.extend(seasonParamsSchema.shape),
      body: seasonEntryWriteSchema,
      responses: { 200: titleWithSeasonsSchema.describe('The title as changed.') },
      errors: {
        404: 'The title is not on your lists.',
        422: 'The progress is past the episodes the catalogue knows this season has.',
      },
    }),
    async (request, reply): Promise<TrackedTitle> => {
      const { user } = await requireCaller(services, request, reply);
      const params = parseRequest(
        trackedTitleKeySchema.extend(seasonParamsSchema.shape),
        request.params,
        'params',
      );
      const key: TrackedTitleKey = { media_type: params.type, id: params.id };
      const body = parseRequest(seasonEntryWriteSchema, request.body, 'body');
      const [stored] = await store.itemsByKeys(user.id, [key]);
      if (!stored) throw new HttpError(404, 'not-tracked', 'This title is not on your lists.');
      const { lengths } = await catalogueFactsOf(catalogueAnswers, key, stored);
      if (body.progress !== undefined) {
        refuseBeyondCatalogue(lengths, params.season, body.progress, 'progress');
      }
      const now = services.clock.now();
      const writeTime =
        body.clientUpdatedAt === undefined ? now : Math.min(body.clientUpdatedAt, now);
      const write: WriteRequest = {
        key,
        writeTime,
        seasonLengths: lengths,
        ...planSeasonWrite(stored, params.season, body),
      };
      const { results, change } = await store.write(user.id, [write]);
      const [result] = results;
      if (result?.kind !== 'written') {
        throw new HttpError(404, 'not-tracked', 'This title is not on your lists.');
      }
      await announce(context, change, request.log);
      reply.header('Cache-Control', 'no-store');
      return names.withNamesOf(result.item);
    },
  );
}
