import type { FastifyInstance } from 'fastify';
import {
  API_TOKENS_PER_USER,
  apiTokenCreateSchema,
  apiTokenIdSchema,
  type ApiTokenList,
  type CreatedApiToken,
} from '../../../shared/api-tokens';
import { HttpError, notFound } from '../../http/http-error';
import { parseRequest } from '../../http/validation';
import type { AccountDataRegistry } from '../auth/account-data';
import { confirmCurrentPassword } from '../auth/account-changes';
import type { AuthServices } from '../auth/auth-services';
import { requireSignedIn } from '../auth/session-guard';
import { summaryOf } from './api-token-store';

/**
 * The signed-in user's personal access tokens, managed from the profile page by session only:
 * a token can neither see nor make tokens. Creating one asks for the password (decision 237).
 */
export function apiTokenRoutes(
  app: FastifyInstance,
  services: AuthServices,
  registry: AccountDataRegistry,
): void {
  const { store } = services.apiTokens;
  registry.addDeletionStep({
    name: 'API access tokens',
    run: (trx, userId) => store.removeAllOf(trx, userId),
  });

  app.get('/api/profile/tokens', async (request, reply): Promise<ApiTokenList> => {
    const { user } = await requireSignedIn(services, request, reply);
    reply.header('Cache-Control', 'no-store');
    return { tokens: (await store.listOf(user.id)).map(summaryOf) };
  });

  app.post('/api/profile/tokens', async (request, reply): Promise<CreatedApiToken> => {
    const signedIn = await requireSignedIn(services, request, reply);
    const { name, scope, currentPassword } = parseRequest(
      apiTokenCreateSchema,
      request.body,
      'body',
    );
    await confirmCurrentPassword(services, signedIn, currentPassword);
    const created = await store.create(signedIn.user.id, name, scope);
    if (!created) {
      throw new HttpError(
        409,
        'too-many-tokens',
        `You already have ${API_TOKENS_PER_USER} access tokens. Revoke one you no longer use first.`,
      );
    }
    reply.header('Cache-Control', 'no-store').status(201);
    return { token: summaryOf(created.row), secret: created.secret };
  });

  app.delete('/api/profile/tokens/:id', async (request, reply) => {
    const { user } = await requireSignedIn(services, request, reply);
    const { id } = parseRequest(apiTokenIdSchema, request.params, 'params');
    if (!(await store.revoke(user.id, id))) {
      throw notFound('No such access token: it may have been revoked already.');
    }
    return reply.status(204).send();
  });
}
