import {
  AUTH_ERROR_MESSAGES,
  NOT_LOGGED_IN_MESSAGE,
  PASSWORD_RESET_ERROR_MESSAGES,
  bareCode,
  plainMessage,
  type AuthErrorCode,
} from '../../../shared/auth-errors';
import { SIGN_IN_WAY_MESSAGES, type SignInWayCode } from '../../../shared/auth-sign-in-ways';
import {
  BROWSER_CONDITION_MESSAGES,
  type BrowserConditionCode,
} from '../../../shared/browser-conditions';
import type { MessageId, MessageValues } from '../../i18n/messages';
import { refusalSentence } from '../../i18n/refusals';
import { ApiError } from '../../lib/api';

/** The active language's words, from useMessages() in a component. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Thrown by handlers that need a signed-in user when there is none. */
export class NotLoggedInError extends Error {
  constructor() {
    super(NOT_LOGGED_IN_MESSAGE);
    this.name = 'NotLoggedInError';
  }
}

/**
 * Every code whose words the `auth` catalogue holds (`auth.error.<code>`), read by its code so
 * that each language says it; any other code is worded as every refusal is (an action link's
 * among them: one code carries several sentences, e.g. a sign-in link opened in another browser).
 */
type WordedCode = AuthErrorCode | SignInWayCode | BrowserConditionCode | 'unauthenticated';

const WORDED = new Set<string>([
  ...Object.keys(AUTH_ERROR_MESSAGES),
  ...Object.keys(SIGN_IN_WAY_MESSAGES),
  ...Object.keys(BROWSER_CONDITION_MESSAGES),
  'unauthenticated',
]);

const isWorded = (code: string): code is WordedCode => WORDED.has(code);

function codeAndMessage(error: unknown, t: Translate): [code: string, message: string] {
  if (error instanceof ApiError) return [error.code, error.message];
  if (error instanceof NotLoggedInError) return ['unauthenticated', error.message];
  return ['unknown', error instanceof Error ? error.message : t('auth.error.unknown')];
}

/** The catalogue's words for a code, or `otherwise` for a code it does not word. */
export function codeMessage(code: string, otherwise: string, t: Translate): string {
  const bare = bareCode(code);
  return isWorded(bare) ? t(`auth.error.${bare}`) : otherwise;
}

/** What a failed sign-in, registration or account change shows (spec §8). */
export function authFailureMessage(error: unknown, t: Translate): string {
  const [code, message] = codeAndMessage(error, t);
  return codeMessage(code, refusalSentence(bareCode(code), plainMessage(message)), t);
}

/** A failed reset request shows the reset wording (spec §8), plain like every auth message. */
export function resetRequestFailureMessage(error: unknown, t: Translate): string {
  const [code, message] = codeAndMessage(error, t);
  const bare = bareCode(code);
  return Object.hasOwn(PASSWORD_RESET_ERROR_MESSAGES, bare)
    ? t(`auth.resetError.${bare as keyof typeof PASSWORD_RESET_ERROR_MESSAGES}`)
    : plainMessage(message);
}
