import type { FastifyInstance } from 'fastify';
import {
  unlinkRequestSchema,
  type LinkedWaysResponse,
  type SignInOptions,
} from '../../../../shared/sign-in-ways-api';
import { parseRequest } from '../../../http/validation';
import { confirmCurrentPassword } from '../account-changes';
import type { AuthServices } from '../auth-services';
import { requireSignedIn } from '../session-guard';
import { linkedWaysOf, unlinkWay } from './linked-ways';

/**
 * Which ways /login offers, and the signed-in user's linked ways on /profile. Unlinking one,
 * the password included, needs the re-authentication an e-mail change does.
 */
export function waysRoutes(app: FastifyInstance, services: AuthServices): void {
  const options: SignInOptions = {
    oidcProviders: services.oidc.providers.list(),
    emailLink: true,
    phone: services.sms !== undefined,
  };
  app.get('/api/auth/ways', () => options);

  app.get('/api/auth/ways/linked', async (request, reply): Promise<LinkedWaysResponse> => {
    const { user } = await requireSignedIn(services, request, reply);
    reply.header('Cache-Control', 'no-store');
    return { ways: await linkedWaysOf(services, user) };
  });

  app.post('/api/auth/ways/unlink', async (request, reply) => {
    const signedIn = await requireSignedIn(services, request, reply);
    const { wayId, currentPassword } = parseRequest(unlinkRequestSchema, request.body, 'body');
    await confirmCurrentPassword(services, signedIn, currentPassword);
    await unlinkWay(services, signedIn.user, wayId);
    return reply.status(204).send();
  });
}
