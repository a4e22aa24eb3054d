import type { FastifyInstance } from 'fastify';
import { seasonEntryWriteSchema, seasonParamsSchema } from '../../../../shared/list-entry';
import { seasonLengthsFrom, type SeasonLengths } from '../../../../shared/season-lengths';
import {
  trackedTitleKeySchema,
  type TrackedTitle,
  type TrackedTitleKey,
} from '../../../../shared/tracked-title';
import { HttpError } from '../../../http/http-error';
import { parseRequest } from '../../../http/validation';
import { publicRoute } from '../../api-docs/public-route';
import { requireCaller } from '../../auth/session-guard';
import type { CatalogueProvider } from '../../catalogue/provider';
import { announce, type ListsContext } from '../lists-context';
import type { WriteRequest } from '../tracked-title-store';
import { titleWithSeasonsSchema } from './entry-responses';
import { planSeasonWrite } from './season-write';

/** The catalogue's season lengths now, else what the stored title carries (decision 104). */
async function catalogueLengths(
  catalogue: CatalogueProvider,
  key: TrackedTitleKey,
  stored: TrackedTitle,
): Promise<SeasonLengths> {
  const answer = await catalogue.get(
    { kind: 'details', mediaType: key.media_type, id: key.id },
    {},
  );
  if (answer.status === 200 && answer.body !== null && typeof answer.body === 'object') {
    const details = answer.body as Record<string, unknown>;
    const known = seasonLengthsFrom(details.number_of_episodes ?? stored.episodes, details);
    return (season) => known(season) ?? null;
  }
  return seasonLengthsFrom(stored.episodes, stored.seriesDetails);
}

/** PUT of one season's entry of a title on the signed-in user's lists (decision 374). */
export function entryRoutes(app: FastifyInstance, context: ListsContext): void {
  const { services, store, bus, catalogue } = context;

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
      const lengths = await catalogueLengths(catalogue, key, stored);
      const length = lengths(params.season);
      if (body.progress !== undefined && length !== null && body.progress > length) {
        throw new HttpError(
          422,
          'progress-beyond-catalogue',
          `Invalid body.progress: season ${params.season} has ${length} episodes.`,
        );
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
      await announce(bus, change, request.log);
      reply.header('Cache-Control', 'no-store');
      return result.item;
    },
  );
}
