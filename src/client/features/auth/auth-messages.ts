import {
  NOT_LOGGED_IN_MESSAGE,
  authErrorMessage,
  passwordResetErrorMessage,
  plainMessage,
} from '../../../shared/auth-errors';
import { ApiError } from '../../lib/api';

/** Thrown by handlers that need a signed-in user when there is none. */
export class NotLoggedInError extends Error {
  constructor() {
    super(NOT_LOGGED_IN_MESSAGE);
    this.name = 'NotLoggedInError';
  }
}

function codeAndMessage(error: unknown): [code: string, message: string] {
  if (error instanceof ApiError) return [error.code, error.message];
  if (error instanceof NotLoggedInError) return ['unauthenticated', error.message];
  return ['unknown', error instanceof Error ? error.message : 'Something went wrong.'];
}

/** What a failed sign-in, registration or account change shows (spec §8). */
export function authFailureMessage(error: unknown): string {
  const [code, message] = codeAndMessage(error);
  // Spec §5: profile handlers refuse with exactly this when nobody is signed in.
  if (code === 'unauthenticated') return NOT_LOGGED_IN_MESSAGE;
  return authErrorMessage(code, message);
}

/** A failed reset request shows the reset wording (spec §8), plain like every auth message. */
export function resetRequestFailureMessage(error: unknown): string {
  const [code, message] = codeAndMessage(error);
  return passwordResetErrorMessage(code, plainMessage(message));
}
