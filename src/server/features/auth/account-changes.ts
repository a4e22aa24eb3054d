import { isLongEnoughPassword, isValidEmail, normaliseEmail } from '../../../shared/auth-rules';
import { authError } from './auth-error';
import { countAttempt, enforceLimits } from './auth-limits';
import type { AuthServices } from './auth-services';
import { mailActionLink } from './mail-delivery';
import type { RequestContext } from './request-context';
import type { SignedIn } from './session-guard';
import type { IssuedSession } from './sessions';
import { findUserByEmail, updateUser, type UserRow } from './users';

/** Spec §9's default ID token max age: how recent a sign-in counts as re-authentication. */
const RECENT_SIGN_IN_MS = 300_000;

/**
 * The re-authentication spec §5 asks of sensitive changes: the current password, with
 * wrong guesses rate-limited per account so a borrowed session cannot brute-force it. An
 * account without a password (signed up at a provider) needs a sign-in within the last five
 * minutes instead, else requires-recent-login (decision 128).
 */
export async function confirmCurrentPassword(
  services: AuthServices,
  { user, authenticatedAt }: Pick<SignedIn, 'user' | 'authenticatedAt'>,
  password: string,
): Promise<void> {
  if (user.password_hash === null) {
    if (services.clock.now() - authenticatedAt > RECENT_SIGN_IN_MS) {
      throw authError('requires-recent-login');
    }
    return;
  }
  const failures = services.limits.passwordCheckFailuresByUser;
  await enforceLimits([[failures, user.id]]);
  if (!(await services.passwords.matches(password, user.password_hash))) {
    await failures.record(user.id);
    throw authError('wrong-password');
  }
  await failures.reset(user.id);
}

/** A new password ends every session of the account and opens a fresh one for this browser. */
export async function changePassword(
  services: AuthServices,
  signedIn: SignedIn,
  input: { currentPassword: string; newPassword: string },
  context: RequestContext,
): Promise<IssuedSession> {
  const { user } = signedIn;
  await confirmCurrentPassword(services, signedIn, input.currentPassword);
  if (!isLongEnoughPassword(input.newPassword)) throw authError('weak-password');
  const passwordHash = await services.passwords.hash(input.newPassword);
  return services.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash }, services.clock.now());
    await services.sessions.endAllOf(user.id, trx);
    await services.actionCodes.discardAll(user.id, ['resetPassword'], trx);
    return services.sessions.issue(user.id, context.userAgent, trx);
  });
}

/**
 * The address changes only when the link mailed to the new address is followed. At most three
 * requests an hour per account and ten per client, like sign-in links: each mails anyone.
 */
export async function requestEmailChange(
  services: AuthServices,
  signedIn: SignedIn,
  input: { currentPassword: string; newEmail: string },
  context: RequestContext,
): Promise<void> {
  const { user } = signedIn;
  await confirmCurrentPassword(services, signedIn, input.currentPassword);
  // Counted once the password passed, so a borrowed session alone cannot spend the allowance;
  // before the in-use check, so the allowance also bounds probing which addresses have accounts.
  const { emailChangesByUser: byUser, emailChangesByIp: byIp } = services.limits;
  await countAttempt([
    [byUser, user.id],
    [byIp, context.ip],
  ]);
  const newEmail = normaliseEmail(input.newEmail);
  if (!isValidEmail(newEmail)) throw authError('invalid-email');
  if (await findUserByEmail(services.db, newEmail)) throw authError('email-already-in-use');
  await mailActionLink(services, user, 'verifyAndChangeEmail', newEmail, context);
}

/** A fresh verification link, at most five an hour, since each one is a mail to someone's inbox. */
export async function resendVerification(
  services: AuthServices,
  user: UserRow,
  context: RequestContext,
): Promise<void> {
  if (user.email_verified === 1) return;
  const limiter = services.limits.verificationMailsByUser;
  await countAttempt(
    [[limiter, user.id]],
    'Too many verification emails requested. Please try again later.',
  );
  await mailActionLink(services, user, 'verifyEmail', user.email, context);
}
