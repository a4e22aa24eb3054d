import { isValidEmail, normaliseEmail } from '../../../shared/auth-rules';
import { authError } from './auth-error';
import { enforceLimits } from './auth-limits';
import type { AuthServices } from './auth-services';
import type { RequestContext } from './request-context';
import type { IssuedSession } from './sessions';
import { findUserByEmail, updateUser, type UserRow } from './users';

/** A first factor passed: a session, or, with an authenticator app on, the second step. */
export type SignInOutcome =
  | { kind: 'session'; user: UserRow; session: IssuedSession }
  | { kind: 'second-factor'; user: UserRow; challenge: { token: string; expiresAt: number } };

/** Rotation: whatever session this browser had before ends with the new sign-in. */
export async function openSession(
  services: AuthServices,
  user: UserRow,
  context: RequestContext,
): Promise<{ user: UserRow; session: IssuedSession }> {
  if (context.sessionToken) await services.sessions.end(context.sessionToken);
  await services.sessions.endExpiredOf(user.id);
  const now = services.clock.now();
  await updateUser(services.db, user.id, { last_sign_in_at: now }, now);
  const session = await services.sessions.issue(user.id, context.userAgent);
  return { user: { ...user, last_sign_in_at: now, updated_at: now }, session };
}

/** Every sign-in way ends here once its own proof passed (decision 123). */
export async function finishSignIn(
  services: AuthServices,
  user: UserRow,
  context: RequestContext,
): Promise<SignInOutcome> {
  if (user.disabled === 1) throw authError('user-disabled');
  if (await services.totp.isEnrolled(user.id)) {
    return { kind: 'second-factor', user, challenge: await services.mfaChallenges.issue(user.id) };
  }
  return { kind: 'session', ...(await openSession(services, user, context)) };
}

/**
 * An unknown address and a wrong password both answer invalid-credential, so sign-in does not
 * tell strangers which addresses have accounts (decision 053).
 */
export async function signIn(
  services: AuthServices,
  input: { email: string; password: string },
  context: RequestContext,
): Promise<SignInOutcome> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) throw authError('invalid-email');
  const { signInFailuresByEmail, signInFailuresByIp } = services.limits;
  await enforceLimits([
    [signInFailuresByEmail, email],
    [signInFailuresByIp, context.ip],
  ]);

  const user = await findUserByEmail(services.db, email);
  const matches = await services.passwords.matches(input.password, user?.password_hash);
  if (!user || !matches) {
    await Promise.all([signInFailuresByEmail.record(email), signInFailuresByIp.record(context.ip)]);
    throw authError('invalid-credential');
  }
  if (user.disabled === 1) throw authError('user-disabled');
  await signInFailuresByEmail.reset(email);
  return finishSignIn(services, user, context);
}
