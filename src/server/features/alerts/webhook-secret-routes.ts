import type { FastifyInstance } from 'fastify';
import type { WebhookSecret } from '../../../shared/alerts-api';
import type { AuthServices } from '../auth/auth-services';
import { requireSignedIn } from '../auth/session-guard';
import type { WebhookSecrets } from './webhook-secrets';

/**
 * GET /api/alerts/webhook-secret shows the secret webhooks are signed with (made on first
 * call); POST …/rotate replaces it. Session only, as every alert setting.
 */
export function webhookSecretRoutes(
  app: FastifyInstance,
  services: AuthServices,
  secrets: WebhookSecrets,
): void {
  app.get('/api/alerts/webhook-secret', async (request, reply): Promise<WebhookSecret> => {
    const { user } = await requireSignedIn(services, request, reply);
    reply.header('Cache-Control', 'no-store');
    return { secret: await secrets.secretOf(user.id) };
  });

  app.post('/api/alerts/webhook-secret/rotate', async (request, reply): Promise<WebhookSecret> => {
    const { user } = await requireSignedIn(services, request, reply);
    reply.header('Cache-Control', 'no-store');
    return { secret: await secrets.rotate(user.id) };
  });
}
