import type { FastifyInstance } from 'fastify';
import {
  scrobbleChoiceSchema,
  scrobbleLogIdSchema,
  scrobbleMappingSchema,
  type ScrobbleAddress,
  type ScrobbleLog,
  type ScrobbleMapping,
} from '../../../shared/scrobble-api';
import { trackedTitleKeySchema } from '../../../shared/tracked-title';
import { HttpError, notFound } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import type { AuthServices } from '../auth/auth-services';
import { contextOf } from '../auth/request-context';
import { requireSignedIn } from '../auth/session-guard';
import type { ScrobbleChoiceStore } from './scrobble-choices';
import type { ScrobbleLogStore } from './scrobble-log-store';
import type { ScrobbleTokenStore } from './scrobble-tokens';

export interface ScrobbleRoutesInput {
  services: AuthServices;
  tokens: ScrobbleTokenStore;
  log: ScrobbleLogStore;
  choices: ScrobbleChoiceStore;
}

/**
 * The signed-in user's side of scrobbling: the webhook address (made on first use, rotated,
 * revoked), the log of events, a title chosen for an event, and a title's episode mapping.
 * State-changing calls carry the session and pass the CSRF check like every other.
 */
export function scrobbleRoutes(app: FastifyInstance, input: ScrobbleRoutesInput): void {
  const { services, tokens, log, choices } = input;

  // The configured address, else the one the server started on: never the request's Host.
  const addressOf = (request: Parameters<typeof contextOf>[0], token: string | null) => ({
    url: token === null ? null : `${contextOf(request, services).linkBase}/api/scrobble/${token}`,
  });

  app.get('/api/profile/scrobble', async (request, reply): Promise<ScrobbleAddress> => {
    const { user } = await requireSignedIn(services, request, reply);
    reply.header('Cache-Control', 'no-store');
    return addressOf(request, await tokens.ensure(user.id));
  });

  app.post('/api/profile/scrobble', async (request, reply): Promise<ScrobbleAddress> => {
    const { user } = await requireSignedIn(services, request, reply);
    reply.header('Cache-Control', 'no-store');
    return addressOf(request, await tokens.rotate(user.id));
  });

  app.delete('/api/profile/scrobble', async (request, reply): Promise<ScrobbleAddress> => {
    const { user } = await requireSignedIn(services, request, reply);
    await tokens.revoke(user.id);
    reply.header('Cache-Control', 'no-store');
    return { url: null };
  });

  app.get('/api/profile/scrobble/log', async (request, reply): Promise<ScrobbleLog> => {
    const { user } = await requireSignedIn(services, request, reply);
    reply.header('Cache-Control', 'no-store');
    return { entries: await log.list(user.id) };
  });

  app.post('/api/profile/scrobble/log/:id/choice', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const { id } = parseRequest(scrobbleLogIdSchema, request.params, 'params');
    const choice = parseRequest(scrobbleChoiceSchema, request.body, 'body');
    const keys = await log.choiceKeysOf(user.id, id);
    if (keys === null) throw notFound('No such event in your scrobble log.');
    if (keys.length === 0) {
      throw new HttpError(
        409,
        'not-fixable',
        'This event names no series to remember a title for.',
      );
    }
    const title = { media_type: choice.media_type, id: choice.id };
    if (!(await choices.choose(user.id, keys, title))) {
      throw new HttpError(409, 'too-many-choices', 'You have remembered too many titles already.');
    }
    return reply.status(204).send();
  });

  app.get(
    '/api/profile/scrobble/mappings/:type/:id',
    async (request, reply): Promise<ScrobbleMapping> => {
      const { user } = await requireSignedIn(services, request, reply);
      const { type, id } = parseRequest(trackedTitleKeySchema, request.params, 'params');
      reply.header('Cache-Control', 'no-store');
      return choices.mappingOf(user.id, { media_type: type, id });
    },
  );

  app.put(
    '/api/profile/scrobble/mappings/:type/:id',
    async (request, reply): Promise<ScrobbleMapping> => {
      const { user } = await requireSignedIn(services, request, reply);
      const { type, id } = parseRequest(trackedTitleKeySchema, request.params, 'params');
      const mapping = parseRequest(scrobbleMappingSchema, request.body, 'body');
      await choices.setMapping(user.id, { media_type: type, id }, mapping);
      return mapping;
    },
  );
}
