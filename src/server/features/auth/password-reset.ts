import { isValidEmail, normaliseEmail } from '../../../shared/auth-rules';
import { authError, passwordResetError } from './auth-error';
import { countAttempt, PASSWORD_RESET_LIMIT_MESSAGE } from './auth-limits';
import type { AuthServices } from './auth-services';
import { mailActionLink } from './mail-delivery';
import type { RequestContext } from './request-context';
import { findUserByEmail } from './users';

/**
 * Mails a reset link. Spec §8 maps an unknown address to user-not-found, so unlike sign-in
 * this call does say whether an account exists; the rate limits bound how fast anyone can ask.
 */
export async function requestPasswordReset(
  services: AuthServices,
  rawEmail: string,
  context: RequestContext,
): Promise<void> {
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw passwordResetError('invalid-email');
  const { passwordResetsByEmail, passwordResetsByIp } = services.limits;
  await countAttempt(
    [
      [passwordResetsByEmail, email],
      [passwordResetsByIp, context.ip],
    ],
    PASSWORD_RESET_LIMIT_MESSAGE,
  );

  const user = await findUserByEmail(services.db, email);
  if (!user) throw passwordResetError('user-not-found');
  if (user.disabled === 1) throw authError('user-disabled');
  await mailActionLink(services, user, 'resetPassword', user.email, context);
}
