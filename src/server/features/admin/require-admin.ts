import type { FastifyReply, FastifyRequest } from 'fastify';
import { authError } from '../auth/auth-error';
import type { AuthServices } from '../auth/auth-services';
import { requireSignedIn, type SignedIn } from '../auth/session-guard';

/** Spec §6: the admin is the one user whose id equals ADMIN_USER_ID; nobody, when it is unset. */
export async function requireAdmin(
  services: AuthServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn> {
  const signedIn = await requireSignedIn(services, request, reply);
  if (services.adminUserId === undefined || signedIn.user.id !== services.adminUserId) {
    throw authError('permission-denied');
  }
  if (services.adminMfaRequired && !(await services.totp.isEnrolled(signedIn.user.id))) {
    throw authError('mfa-enrolment-required');
  }
  return signedIn;
}
