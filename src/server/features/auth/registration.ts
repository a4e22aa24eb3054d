import type { z } from 'zod';
import type { registerRequestSchema } from '../../../shared/auth-api';
import { isLongEnoughPassword, isValidEmail, normaliseEmail } from '../../../shared/auth-rules';
import { authError } from './auth-error';
import { enforceLimits } from './auth-limits';
import type { AuthServices } from './auth-services';
import { mailActionLink } from './mail-delivery';
import type { RequestContext } from './request-context';
import { newUserId } from './secrets';
import type { IssuedSession } from './sessions';
import { findUserByEmail, isUniqueViolation, type UserRow } from './users';

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
  const { registrationFailuresByEmail: byEmail, registrationFailuresByIp: byIp } = services.limits;
  enforceLimits([
    [byEmail, email],
    [byIp, context.ip],
  ]);
  const refuse = (code: 'invalid-email' | 'weak-password' | 'email-already-in-use') => {
    byEmail.record(email);
    byIp.record(context.ip);
    return authError(code);
  };
  if (!isValidEmail(email)) throw refuse('invalid-email');
  if (!isLongEnoughPassword(input.password)) throw refuse('weak-password');
  if (await findUserByEmail(services.db, email)) throw refuse('email-already-in-use');

  const now = services.clock.now();
  const user: UserRow = {
    id: newUserId(),
    email,
    email_verified: 0,
    password_hash: await services.passwords.hash(input.password),
    display_name: input.username,
    photo_url: null,
    disabled: 0,
    username: input.username,
    onboarding_complete: 0,
    allow_adult: 0,
    created_at: now,
    updated_at: now,
    last_sign_in_at: now,
  };
  try {
    await services.db.insertInto('users').values(user).execute();
  } catch (error) {
    // Two sign-ups for one address racing past the check above meet at the unique index.
    if (isUniqueViolation(error)) throw authError('email-already-in-use');
    throw error;
  }
  const session = await services.sessions.issue(user.id, context.userAgent);
  try {
    await mailActionLink(services, user, 'verifyEmail', email, context.linkBase);
  } catch {
    // The account stands; the banner's Resend button sends the mail again.
  }
  return { user, session };
}
