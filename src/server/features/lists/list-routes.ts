import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listQuerySchema } from '../../../shared/lists-api';
import {
  LIST_STATUSES,
  trackedTitleKeySchema,
  trackedTitleRemovalSchema,
  trackedTitleWriteSchema,
  type TrackedTitle,
  type TrackedTitleKey,
} from '../../../shared/tracked-title';
import { badRequest, HttpError } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import { publicRoute } from '../api-docs/public-route';
import { requireCaller } from '../auth/session-guard';
import { catalogueFactsOf, refuseBeyondCatalogue } from './entries/catalogue-facts';
import { ListPages } from './list-pages';
import { listPageSchema, trackedTitleSchema } from './list-responses';
import { announce, type ListsContext } from './lists-context';

function keyOf(request: FastifyRequest): TrackedTitleKey {
  const { type, id } = parseRequest(trackedTitleKeySchema, request.params, 'params');
  return { media_type: type, id };
}

/**
 * Per user, list version and catalogue version (the names by kind the titles carry): a 304 is
 * safe only for this user and this exact list.
 */
function entityTagOf(userId: string, version: number, catalogueVersion: number): string {
  return `"${version}.${catalogueVersion}-${userId}"`;
}

function matchesEntityTag(request: FastifyRequest, tag: string): boolean {
  const given = request.headers['if-none-match'];
  if (!given) return false;
  return given
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === tag || candidate === '*');
}

function privateRevalidated(reply: FastifyReply, tag: string): void {
  reply.header('ETag', tag).header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
}

/** GET, PUT and DELETE of the signed-in user's own tracked titles; nobody else's are reachable. */
export function listRoutes(app: FastifyInstance, context: ListsContext): void {
  const { services, store, catalogueAnswers, names } = context;

  const pages = new ListPages(store, names);

  const listsDoc = { tag: 'Lists', tokens: true } as const;

  app.get(
    '/api/lists',
    publicRoute({
      ...listsDoc,
      operationId: 'listTrackedTitles',
      summary: 'One page of your tracked titles, most recently changed first',
      description:
        'Pass `nextCursor` back as `cursor` for the next page; `status` filters by list.',
      querystring: listQuerySchema,
      responses: {
        200: listPageSchema,
        304: z.null().describe('The list has not changed since the ETag sent in If-None-Match.'),
      },
    }),
    async (request, reply) => {
      const { user } = await requireCaller(services, request, reply);
      const query = parseRequest(listQuerySchema, request.query, 'query');
      const version = await store.version(user.id);
      const tag = entityTagOf(user.id, version, names.version);
      privateRevalidated(reply, tag);
      if (matchesEntityTag(request, tag)) return reply.status(304).send();
      const json = await pages.json(user.id, version, query);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.put(
    '/api/lists/:type/:id',
    publicRoute({
      ...listsDoc,
      operationId: 'putTrackedTitle',
      summary: 'Add a title to your lists, or change some of its fields',
      description:
        'Fields left out keep their value; `status` is needed when adding. Progress follows the list as on the site: Completed is every episode, Plan to Watch none.',
      params: trackedTitleKeySchema,
      body: trackedTitleWriteSchema,
      responses: {
        200: trackedTitleSchema.describe('The title as changed.'),
        201: trackedTitleSchema.describe('The title as added.'),
      },
      errors: {
        409: 'The title was removed after the change was made offline (`clientUpdatedAt`), so it stays removed.',
        422: 'The progress is past the episodes the catalogue knows the season has.',
      },
    }),
    async (request, reply): Promise<TrackedTitle> => {
      const { user } = await requireCaller(services, request, reply);
      const key = keyOf(request);
      const body = parseRequest(trackedTitleWriteSchema, request.body, 'body');
      const { clientUpdatedAt, id, media_type, ...patch } = body;
      if (id !== undefined && id !== key.id) {
        throw badRequest(`Invalid body.id: must be ${key.id}, the id in the address`);
      }
      if (media_type !== undefined && media_type !== key.media_type) {
        throw badRequest(`Invalid body.media_type: must be ${key.media_type}, as in the address`);
      }
      const now = services.clock.now();
      // A client clock running ahead must not make its writes win over everything that follows.
      const writeTime = clientUpdatedAt === undefined ? now : Math.min(clientUpdatedAt, now);
      const facts = await catalogueFactsOf(catalogueAnswers, key, patch);
      const episode = patch.current_episode;
      const { results, change } = await store.write(user.id, [
        {
          key,
          patch,
          writeTime,
          seasonLengths: facts.lengths,
          ...(episode === undefined
            ? {}
            : {
                refuse: (fields, lengths) =>
                  refuseBeyondCatalogue(lengths, fields.current_season, episode, 'current_episode'),
              }),
          // A title written with only its id takes its names from the catalogue.
          ...(facts.fields
            ? { createDefaults: { title: facts.fields.title, name: facts.fields.name } }
            : {}),
        },
      ]);
      const [result] = results;
      if (!result || result.kind === 'needs-status') {
        throw badRequest(
          `Invalid body.status: required when adding a title (one of ${LIST_STATUSES.join(', ')})`,
        );
      }
      if (result.kind === 'removed-later') {
        throw new HttpError(
          409,
          'removed-later',
          'This title was removed from your lists after this change was made, so it stays removed.',
        );
      }
      await announce(context, change, request.log);
      reply.header('Cache-Control', 'no-store').status(result.created ? 201 : 200);
      return names.withNamesOf(result.item);
    },
  );

  app.delete(
    '/api/lists/:type/:id',
    publicRoute({
      ...listsDoc,
      operationId: 'removeTrackedTitle',
      summary: 'Remove a title from your lists',
      params: trackedTitleKeySchema,
      querystring: trackedTitleRemovalSchema,
      responses: { 204: z.null().describe('Removed, or it was not on your lists.') },
    }),
    async (request, reply) => {
      const { user } = await requireCaller(services, request, reply);
      const key = keyOf(request);
      const { clientUpdatedAt } = parseRequest(trackedTitleRemovalSchema, request.query, 'query');
      const now = services.clock.now();
      const removeTime = clientUpdatedAt === undefined ? now : Math.min(clientUpdatedAt, now);
      await announce(context, await store.remove(user.id, key, removeTime), request.log);
      return reply.status(204).send();
    },
  );
}
