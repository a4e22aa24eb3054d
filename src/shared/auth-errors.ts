import { PRODUCT_NAME } from './product-name';

/** The product's authentication messages (spec §8), shared by the server's answers and the screens. */

/** Spec §8's table, exactly: the code an auth call fails with, and what the user reads. */
export const AUTH_ERROR_MESSAGES = {
  'invalid-credential': 'Invalid email or password. Please check your credentials and try again.',
  'user-not-found': 'No account found with this email address.',
  'wrong-password': 'Incorrect password. Please try again.',
  'email-already-in-use': 'An account with this email already exists.',
  'weak-password': 'Password should be at least 6 characters long.',
  'invalid-email': 'Please enter a valid email address.',
  'user-disabled': 'This account has been disabled. Please contact support.',
  'too-many-requests': 'Too many failed attempts. Please try again later.',
  'requires-recent-login': 'For security, please log out and log back in before continuing.',
  'operation-not-allowed': 'This operation is not allowed. Please contact support.',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** A password reset request rethrows these instead (spec §8 "Password reset"). */
export const PASSWORD_RESET_ERROR_MESSAGES = {
  'invalid-email': 'Please enter a valid email address.',
  'user-not-found': 'No account found with this email address.',
  'too-many-requests': 'Too many password reset requests. Please try again later.',
} as const;

export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in.';
export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';

/** Names of hosted identity providers that can appear in raw messages from client libraries. */
const PROVIDER_NAMES = /\b(?:Firebase|Google Identity Platform|Identity Toolkit)\b/g;

/** Codes may arrive bare ('wrong-password') or namespaced the hosted way ('auth/wrong-password'). */
export function bareCode(code: string): string {
  return code.startsWith('auth/') ? code.slice('auth/'.length) : code;
}

function isAuthErrorCode(code: string): code is AuthErrorCode {
  return Object.hasOwn(AUTH_ERROR_MESSAGES, code);
}

/** The raw message with any provider's name replaced by the product's. */
export function withProductName(rawMessage: string): string {
  return rawMessage.replace(PROVIDER_NAMES, PRODUCT_NAME);
}

/** Client libraries start their messages "Provider: …". */
const LEADING_PRODUCT_NAME = new RegExp(`^${PRODUCT_NAME}:\\s*`);

/**
 * What the user reads for a failed auth call: the catalogue's message for a known code,
 * otherwise the raw message with provider names replaced. A plain sentence: the product's name
 * as a prefix told the user nothing (decision 165).
 */
export function authErrorMessage(code: string, rawMessage: string): string {
  const bare = bareCode(code);
  return isAuthErrorCode(bare) ? AUTH_ERROR_MESSAGES[bare] : plainMessage(rawMessage);
}

/** A raw message as the user reads it: no provider's name, and no "Name:" in front. */
export function plainMessage(rawMessage: string): string {
  return withProductName(rawMessage).replace(LEADING_PRODUCT_NAME, '');
}

/** What a failed password reset request rethrows: the reset variants, else the raw message. */
export function passwordResetErrorMessage(code: string, rawMessage: string): string {
  const bare = bareCode(code);
  return Object.hasOwn(PASSWORD_RESET_ERROR_MESSAGES, bare)
    ? PASSWORD_RESET_ERROR_MESSAGES[bare as keyof typeof PASSWORD_RESET_ERROR_MESSAGES]
    : rawMessage;
}
