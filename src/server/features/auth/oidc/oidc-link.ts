import { normaliseEmail } from '../../../../shared/auth-rules';
import { authError } from '../auth-error';
import type { AuthServices } from '../auth-services';
import type { RequestContext } from '../request-context';
import { linkIdentity, oidcProviderKey } from '../ways/linked-identities';
import type { ProviderIdentity } from './oidc-outcomes';

/**
 * A link started from /profile ends only in a browser still signed in to the account that
 * started it: a callback carried to someone else's browser links nothing (decision 129).
 */
export async function assertStillSignedInAs(
  services: AuthServices,
  context: RequestContext,
  userId: string,
): Promise<void> {
  const found =
    context.sessionToken === undefined
      ? undefined
      : await services.sessions.find(context.sessionToken);
  if (!found || services.sessions.isExpired(found.session) || found.user.id !== userId) {
    throw authError('invalid-oidc-response');
  }
}

/** Links the identity to the account; one already linked there is fine, elsewhere refused. */
export async function linkToAccount(
  services: AuthServices,
  identity: ProviderIdentity,
  userId: string,
): Promise<void> {
  await linkIdentity(services.db, {
    provider: oidcProviderKey(identity.providerId),
    subject: identity.subject,
    user_id: userId,
    email: identity.email === undefined ? null : normaliseEmail(identity.email),
    created_at: services.clock.now(),
  });
}
