import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthServices } from '../auth-services';
import { pendingLinkCookie } from '../short-lived-cookie';
import { linkIdentity } from '../ways/linked-identities';

/**
 * After a password sign-in: links the provider identity this browser brought back for the
 * same account, the proof decision 123 asks for. An identity held for another account stays
 * unlinked.
 */
export async function linkHeldIdentity(
  services: AuthServices,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const token = pendingLinkCookie.read(request);
  if (token === undefined) return;
  pendingLinkCookie.clear(reply, services.cookies);
  const identity = await services.oidc.pendingLinks.takeFor(token, userId);
  if (identity) await linkIdentity(services.db, identity);
}
