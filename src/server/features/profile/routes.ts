import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accountDeletionRequestSchema } from '../../../shared/auth-api';
import { profileUpdateSchema, type ProfileResponse } from '../../../shared/profile';
import { parseRequest } from '../../http/validation';
import type { AccountDataRegistry } from '../auth/account-data';
import type { AuthServices } from '../auth/auth-services';
import { profileOf } from '../auth/auth-user';
import { clearSessionCookie } from '../auth/session-cookie';
import { requireCaller, requireSignedIn } from '../auth/session-guard';
import { findUserById, updateUser } from '../auth/users';
import { deleteAccount } from './delete-account';
import { identityRoutes } from './identity-routes';
import { PhotoStore } from './photo-store';
import { profileColumnsOf } from './profile-update';
import { publicRoute } from '../api-docs/public-route';
import { profileResponseSchema } from './profile-responses';

/**
 * The signed-in user's own document, display name and photo (kept in `dataDir`/photos); there
 * is no route to anyone else's.
 */
export function profileRoutes(
  app: FastifyInstance,
  services: AuthServices,
  registry: AccountDataRegistry,
  dataDir: string,
): void {
  const photos = new PhotoStore(path.join(dataDir, 'photos'));
  identityRoutes(app, services, photos);

  app.get(
    '/api/users/me',
    publicRoute({
      tag: 'Profile',
      tokens: true,
      operationId: 'getProfile',
      summary: 'Your profile',
      responses: { 200: profileResponseSchema },
    }),
    async (request, reply): Promise<ProfileResponse> => {
      const { user } = await requireCaller(services, request, reply);
      reply.header('Cache-Control', 'no-store');
      return { profile: profileOf(user) };
    },
  );

  app.patch('/api/users/me', async (request, reply): Promise<ProfileResponse> => {
    const { user } = await requireSignedIn(services, request, reply);
    const update = parseRequest(profileUpdateSchema, request.body, 'body');
    await updateUser(services.db, user.id, profileColumnsOf(update), services.clock.now());
    const updated = (await findUserById(services.db, user.id)) ?? user;
    reply.header('Cache-Control', 'no-store');
    return { profile: profileOf(updated) };
  });

  app.delete('/api/users/me', async (request, reply) => {
    const signedIn = await requireSignedIn(services, request, reply);
    const { currentPassword } = parseRequest(accountDeletionRequestSchema, request.body, 'body');
    await deleteAccount(services, registry, signedIn, currentPassword);
    // Files are not part of the transaction: the photo goes once the account is gone.
    await photos.remove(signedIn.user.id);
    clearSessionCookie(reply, services.cookies);
    return reply.status(204).send();
  });
}
