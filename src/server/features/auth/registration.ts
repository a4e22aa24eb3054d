import type { z } from 'zod';
import type { registerRequestSchema } from '../../../shared/auth-api';
import { isLongEnoughPassword, isValidEmail, normaliseEmail } from '../../../shared/auth-rules';
import { authError } from './auth-error';
import { countAttempt, enforceLimits } from './auth-limits';
import type { AuthServices } from './auth-services';
import { mailActionLink } from './mail-delivery';
import { insertAccount } from './new-account';
import type { RequestContext } from './request-context';
import type { IssuedSession } from './sessions';
import { findUserByEmail, type UserRow } from './users';

/**
 * Spec §4: create the account, set the display name, write the profile with onboarding not
 * complete; then send the verification mail and sign the new user in.
 */
export async function register(
  services: AuthServices,
  input: z.infer<typeof registerRequestSchema>,
  context: RequestContext,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const email = normaliseEmail(input.email);
  const {
    registrationFailuresByEmail: byEmail,
    registrationFailuresByIp: byIp,
    signUpsByIp,
  } = services.limits;
  await enforceLimits([
    [byEmail, email],
    [byIp, context.ip],
    [signUpsByIp, context.ip],
  ]);
  const refuse = async (code: 'invalid-email' | 'weak-password' | 'email-already-in-use') => {
    await Promise.all([byEmail.record(email), byIp.record(context.ip)]);
    return authError(code);
  };
  if (!isValidEmail(email)) throw await refuse('invalid-email');
  if (!isLongEnoughPassword(input.password)) throw await refuse('weak-password');
  if (await findUserByEmail(services.db, email)) throw await refuse('email-already-in-use');
  // Counted before the slow hash, so a burst of parallel sign-ups cannot all slip under it.
  await countAttempt([[signUpsByIp, context.ip]]);

  const user = await insertAccount(services, {
    email,
    username: input.username,
    passwordHash: await services.passwords.hash(input.password),
    emailVerified: false,
  });
  const session = await services.sessions.issue(user.id, context.userAgent);
  try {
    await mailActionLink(services, user, 'verifyEmail', email, context);
  } catch {
    // The account stands; the banner's Resend button sends the mail again.
  }
  return { user, session };
}
