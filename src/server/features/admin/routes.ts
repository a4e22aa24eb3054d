import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPageQuerySchema, type AdminStats } from '../../../shared/auth-admin';
import type { MailDelivery } from '../../../shared/public-config';
import { parseRequest } from '../../http/validation';
import type { AccountDataRegistry } from '../auth/account-data';
import { authError } from '../auth/auth-error';
import type { AuthServices } from '../auth/auth-services';
import { findUserById, updateUser } from '../auth/users';
import { dropWaysLinkedBeforeProof } from '../auth/ways/link-rules';
import { listOutbox } from '../mail/outbox-listing';
import { countUsers, listUsers } from './admin-queries';
import { requireAdmin } from './require-admin';

/** PostgreSQL refuses a NUL in text outright, so control characters never reach a query. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const USER_ID = /^[^\u0000-\u001f\u007f]+$/u;

const userParamsSchema = z.object({
  uid: z.string().min(1).max(64).regex(USER_ID, 'A user id has no control characters.'),
});

export interface AdminRouteInput {
  services: AuthServices;
  registry: AccountDataRegistry;
  /** Which catalogue source answers, reported by the stats. */
  catalogueProvider: string;
  mailDelivery: MailDelivery;
}

/** Every route checks for the admin itself: nothing here relies on a path prefix. */
export function adminRoutes(app: FastifyInstance, input: AdminRouteInput): void {
  const { services, registry } = input;

  app.get('/api/admin/users', async (request, reply) => {
    await requireAdmin(services, request, reply);
    const { page, pageSize } = parseRequest(adminPageQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'no-store');
    return listUsers(services.db, registry, page, pageSize);
  });

  const setDisabled = (disabled: boolean) =>
    app.post(`/api/admin/users/:uid/${disabled ? 'disable' : 'enable'}`, async (request, reply) => {
      const admin = await requireAdmin(services, request, reply);
      const { uid } = parseRequest(userParamsSchema, request.params, 'params');
      if (disabled && uid === admin.user.id) {
        throw authError('operation-not-allowed', 'You cannot disable your own account.');
      }
      const user = await findUserById(services.db, uid);
      if (!user) throw authError('user-not-found', 'No account has this id.');
      await services.db.transaction().execute(async (trx) => {
        await updateUser(trx, uid, { disabled: disabled ? 1 : 0 }, services.clock.now());
        if (disabled) await services.sessions.endAllOf(uid, trx);
      });
      request.log.info({ uid, disabled, by: admin.user.id }, 'account access changed');
      return reply.status(204).send();
    });
  setDisabled(true);
  setDisabled(false);

  /**
   * Without SMTP no verification mail reaches anyone, so the administrator vouches for the
   * address instead (decision 206). With SMTP the mailbox's owner proves it, as it should.
   */
  app.post('/api/admin/users/:uid/verify', async (request, reply) => {
    const admin = await requireAdmin(services, request, reply);
    const { uid } = parseRequest(userParamsSchema, request.params, 'params');
    if (input.mailDelivery !== 'outbox') {
      throw authError(
        'operation-not-allowed',
        'This server sends mail: people verify their own address from the link they receive.',
      );
    }
    const user = await findUserById(services.db, uid);
    if (!user) throw authError('user-not-found', 'No account has this id.');
    if (user.email_verified !== 1) {
      await services.db.transaction().execute(async (trx) => {
        await dropWaysLinkedBeforeProof(trx, user);
        await updateUser(trx, uid, { email_verified: 1 }, services.clock.now());
      });
      request.log.info({ uid, by: admin.user.id }, 'address marked verified by the administrator');
    }
    return reply.status(204).send();
  });

  app.get('/api/admin/outbox', async (request, reply) => {
    await requireAdmin(services, request, reply);
    const { page, pageSize } = parseRequest(adminPageQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'no-store');
    return listOutbox(services.db, page, pageSize);
  });

  app.get('/api/admin/stats', async (request, reply): Promise<AdminStats> => {
    await requireAdmin(services, request, reply);
    const counts = await countUsers(services.db);
    reply.header('Cache-Control', 'no-store');
    return {
      ...counts,
      trackedTitles: await registry.trackedTotal(services.db),
      catalogueProvider: input.catalogueProvider,
      mailDelivery: input.mailDelivery,
    };
  });
}
