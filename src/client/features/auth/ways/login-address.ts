import { authErrorMessage } from '../../../../shared/auth-errors';
import {
  BROWSER_CONDITION_MESSAGES,
  SIGN_IN_WAY_MESSAGES,
} from '../../../../shared/auth-sign-in-ways';

const MAX_CODE_LENGTH = 200;
const KNOWN: Record<string, string> = { ...SIGN_IN_WAY_MESSAGES, ...BROWSER_CONDITION_MESSAGES };

/** What /login's address asks for after a provider round trip or a mailed sign-in link. */
export type LoginRequest =
  | { kind: 'sign-in-link'; oobCode: string }
  | { kind: 'second-factor' }
  | { kind: 'failed'; message: string }
  | null;

/** The message for a condition named by code only, as the provider round trip reports it. */
export function messageForCode(code: string): string {
  return authErrorMessage(code, KNOWN[code] ?? 'Signing in did not work. Please try again.');
}

export function readLoginRequest(search: string): LoginRequest {
  const params = new URLSearchParams(search);
  const oobCode = params.get('oobCode');
  if (params.get('mode') === 'signIn' && oobCode && oobCode.length <= MAX_CODE_LENGTH) {
    return { kind: 'sign-in-link', oobCode };
  }
  if (params.get('step') === 'second-factor') return { kind: 'second-factor' };
  const failure = params.get('authError');
  if (failure && /^[a-z-]{1,64}$/.test(failure)) {
    return { kind: 'failed', message: messageForCode(failure) };
  }
  return null;
}
