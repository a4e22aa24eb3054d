import {
  AUTH_ERROR_MESSAGES,
  NOT_LOGGED_IN_MESSAGE,
  PASSWORD_RESET_ERROR_MESSAGES,
  type AuthErrorCode,
} from '../../../shared/auth-errors';
import { SIGN_IN_WAY_MESSAGES } from '../../../shared/auth-sign-in-ways';
import { HttpError } from '../../http/http-error';

/** Codes this server adds to the spec's catalogue, with the messages it answers them with. */
const SERVER_MESSAGES = {
  unauthenticated: NOT_LOGGED_IN_MESSAGE,
  'invalid-action-code': 'This link is invalid or has already been used. Please request a new one.',
  'expired-action-code': 'This link has expired. Please request a new one.',
  'permission-denied': 'Only the administrator can do this.',
  ...SIGN_IN_WAY_MESSAGES,
} as const;

type ServerCode = keyof typeof SERVER_MESSAGES;

const STATUS: Record<AuthErrorCode | ServerCode, number> = {
  'invalid-credential': 400,
  'user-not-found': 404,
  'wrong-password': 400,
  'email-already-in-use': 409,
  'weak-password': 400,
  'invalid-email': 400,
  // A disabled account's session ends like an expired one (spec §4), so both answer 401.
  'user-disabled': 401,
  'too-many-requests': 429,
  'requires-recent-login': 401,
  'operation-not-allowed': 400,
  unauthenticated: 401,
  'invalid-action-code': 400,
  'expired-action-code': 400,
  'permission-denied': 403,
  'multi-factor-auth-required': 401,
  'mfa-session-expired': 401,
  'mfa-enrolment-required': 403,
  'mfa-already-enabled': 409,
  'mfa-not-enabled': 409,
  'invalid-verification-code': 400,
  'account-exists-with-different-credential': 409,
  'unauthorized-domain': 400,
  'user-cancelled': 400,
  'unknown-provider': 404,
  'provider-unavailable': 502,
  'missing-provider-email': 400,
  'invalid-oidc-response': 400,
  'credential-already-in-use': 409,
  'last-sign-in-way': 409,
  'unknown-sign-in-way': 404,
  'invalid-phone-number': 400,
  'phone-sign-in-unavailable': 404,
  'sms-unavailable': 503,
  'code-expired': 400,
  'email-not-verified': 403,
};

/** An auth failure with the spec's code and message; `message` overrides the catalogue text. */
export function authError(code: AuthErrorCode | ServerCode, message?: string): HttpError {
  const catalogued =
    code in SERVER_MESSAGES
      ? SERVER_MESSAGES[code as ServerCode]
      : AUTH_ERROR_MESSAGES[code as AuthErrorCode];
  return new HttpError(STATUS[code], code, message ?? catalogued);
}

/** The reset request's own wording for its three mapped failures (spec §8). */
export function passwordResetError(code: keyof typeof PASSWORD_RESET_ERROR_MESSAGES): HttpError {
  return authError(code, PASSWORD_RESET_ERROR_MESSAGES[code]);
}

/** A refusal by a rate limit; the reply says when to try again in `Retry-After`. */
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'too-many-requests', message, retryAfterSeconds);
  }
}
