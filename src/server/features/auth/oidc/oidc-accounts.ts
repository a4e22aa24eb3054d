import { isValidEmail, normaliseEmail } from '../../../../shared/auth-rules';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../../../shared/profile';
import { authError } from '../auth-error';
import type { AuthServices } from '../auth-services';
import { insertAccount } from '../new-account';
import type { RequestContext } from '../request-context';
import { finishSignIn } from '../sign-in';
import { findUserByEmail, findUserById } from '../users';
import { findIdentity, linkIdentity, oidcProviderKey } from '../ways/linked-identities';
import type { OidcResult, ProviderIdentity } from './oidc-outcomes';

/** The provider's name for the user, else the address's local part, fitted to the profile rules. */
function usernameFor(identity: ProviderIdentity, email: string): string {
  const candidate = (identity.name ?? email.split('@')[0] ?? '').slice(0, USERNAME_MAX_LENGTH);
  return candidate.length >= USERNAME_MIN_LENGTH
    ? candidate
    : `${candidate}-user`.slice(0, USERNAME_MAX_LENGTH);
}

/**
 * A linked identity signs in to its account. A new one makes an account (onboarding follows as
 * after e-mail sign-up), unless an account already uses the verified address: then it waits
 * for that account's password (decision 123).
 */
export async function accountForIdentity(
  services: AuthServices,
  identity: ProviderIdentity,
  context: RequestContext,
): Promise<OidcResult> {
  const provider = oidcProviderKey(identity.providerId);
  const linked = await findIdentity(services.db, provider, identity.subject);
  if (linked) {
    const user = await findUserById(services.db, linked.user_id);
    if (!user) throw authError('invalid-oidc-response');
    return { kind: 'sign-in', outcome: await finishSignIn(services, user, context) };
  }

  const email = identity.email === undefined ? undefined : normaliseEmail(identity.email);
  if (!email || !identity.emailVerified || !isValidEmail(email)) {
    throw authError('missing-provider-email');
  }
  const holder = await findUserByEmail(services.db, email);
  if (holder) {
    const token = await services.oidc.pendingLinks.hold({
      provider,
      subject: identity.subject,
      user_id: holder.id,
      email,
    });
    return { kind: 'link-pending', token };
  }

  const user = await services.db.transaction().execute(async (trx) => {
    const created = await insertAccount(
      services,
      { email, username: usernameFor(identity, email), passwordHash: null, emailVerified: true },
      trx,
    );
    await linkIdentity(trx, {
      provider,
      subject: identity.subject,
      user_id: created.id,
      email,
      created_at: services.clock.now(),
    });
    return created;
  });
  return { kind: 'sign-in', outcome: await finishSignIn(services, user, context) };
}
