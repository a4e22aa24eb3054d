import { isLongEnoughPassword, isValidEmail } from '../../../shared/auth-rules';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, usernameSchema } from '../../../shared/profile';
import type { Translate } from './auth-messages';

/**
 * The server's rules, checked before a call so a typo costs no round trip (and no rate-limit
 * slot); the server checks again. Each answer is the message the form shows, or null.
 */
export function emailProblem(email: string, t: Translate): string | null {
  return isValidEmail(email) ? null : t('auth.error.invalid-email');
}

export function newPasswordProblem(password: string, t: Translate): string | null {
  return isLongEnoughPassword(password) ? null : t('auth.error.weak-password');
}

export function usernameProblem(username: string, t: Translate): string | null {
  return usernameSchema.safeParse(username).success
    ? null
    : t('auth.check.username', { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH });
}

export function registrationProblem(
  input: { email: string; password: string; username: string },
  t: Translate,
): string | null {
  return (
    emailProblem(input.email, t) ??
    newPasswordProblem(input.password, t) ??
    usernameProblem(input.username, t)
  );
}
