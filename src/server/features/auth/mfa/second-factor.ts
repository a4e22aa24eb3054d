import { authError } from '../auth-error';
import { enforceLimits } from '../auth-limits';
import type { AuthServices } from '../auth-services';

/**
 * Checks an authenticator or recovery code for the account, counting wrong ones against the
 * per-account limit, so a stolen password does not let anyone guess the second factor.
 */
export async function checkSecondFactor(
  services: AuthServices,
  userId: string,
  code: string,
): Promise<void> {
  const failures = services.limits.secondFactorFailuresByUser;
  await enforceLimits([[failures, userId]]);
  if (!(await services.totp.verify(userId, code))) {
    await failures.record(userId);
    throw authError('invalid-verification-code');
  }
  await failures.reset(userId);
}

/** The first code from the app turns the factor on; the answer is the recovery codes. */
export async function confirmEnrolment(
  services: AuthServices,
  userId: string,
  code: string,
): Promise<string[]> {
  const failures = services.limits.secondFactorFailuresByUser;
  await enforceLimits([[failures, userId]]);
  const recoveryCodes = await services.totp.confirm(userId, code);
  if (!recoveryCodes) {
    await failures.record(userId);
    throw authError('invalid-verification-code');
  }
  await failures.reset(userId);
  return recoveryCodes;
}

export function isRequiredFor(services: AuthServices, userId: string): boolean {
  return services.adminMfaRequired && services.adminUserId === userId;
}
