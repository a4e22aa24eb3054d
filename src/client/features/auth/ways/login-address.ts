import { codeMessage, type Translate } from '../auth-messages';

const MAX_CODE_LENGTH = 200;

/** What /login's address asks for after a provider round trip or a mailed sign-in link. */
export type LoginRequest =
  | { kind: 'sign-in-link'; oobCode: string }
  | { kind: 'second-factor' }
  | { kind: 'failed'; code: string }
  | null;

/** The message for a condition named by code only, as the provider round trip reports it. */
export function messageForCode(code: string, t: Translate): string {
  return codeMessage(code, t('auth.error.signInFailed'), t);
}

export function readLoginRequest(search: string): LoginRequest {
  const params = new URLSearchParams(search);
  const oobCode = params.get('oobCode');
  if (params.get('mode') === 'signIn' && oobCode && oobCode.length <= MAX_CODE_LENGTH) {
    return { kind: 'sign-in-link', oobCode };
  }
  if (params.get('step') === 'second-factor') return { kind: 'second-factor' };
  const failure = params.get('authError');
  if (failure && /^[a-z-]{1,64}$/.test(failure)) return { kind: 'failed', code: failure };
  return null;
}
