import { authErrorMessage } from '../../../shared/auth-errors';
import { isLongEnoughPassword, isValidEmail } from '../../../shared/auth-rules';
import { usernameSchema } from '../../../shared/profile';

/**
 * The server's rules, checked before a call so a typo costs no round trip (and no rate-limit
 * slot); the server checks again. Each answer is the message the form shows, or null.
 */
export function emailProblem(email: string): string | null {
  return isValidEmail(email) ? null : authErrorMessage('invalid-email', '');
}

export function newPasswordProblem(password: string): string | null {
  return isLongEnoughPassword(password) ? null : authErrorMessage('weak-password', '');
}

export function usernameProblem(username: string): string | null {
  const result = usernameSchema.safeParse(username);
  return result.success
    ? null
    : authErrorMessage('invalid-argument', result.error.issues[0]?.message ?? '');
}

export function registrationProblem(input: {
  email: string;
  password: string;
  username: string;
}): string | null {
  return (
    emailProblem(input.email) ??
    newPasswordProblem(input.password) ??
    usernameProblem(input.username)
  );
}
