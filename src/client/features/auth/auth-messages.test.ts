import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import {
  NotLoggedInError,
  authFailureMessage,
  resetRequestFailureMessage,
  type Translate,
} from './auth-messages';

const t: Translate = (id, values) => i18n._(id, values);

beforeAll(() => loadMessages('auth'));

const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, code, message);

describe('authFailureMessage', () => {
  it('shows the catalogue message for a known code, prefixed', () => {
    expect(authFailureMessage(apiError(400, 'invalid-credential', 'server text'), t)).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(authFailureMessage(apiError(429, 'too-many-requests', 'server text'), t)).toBe(
      'Too many failed attempts. Please try again later.',
    );
  });

  it('shows the server’s own message for codes outside the catalogue, prefixed', () => {
    expect(
      authFailureMessage(apiError(400, 'expired-action-code', 'This link has expired.'), t),
    ).toBe('This link has expired.');
    expect(authFailureMessage(new Error('Firebase broke'), t)).toBe('Tsuzuki broke');
  });

  it('says exactly "You are not logged in." when nobody is', () => {
    expect(authFailureMessage(new NotLoggedInError(), t)).toBe('You are not logged in.');
    expect(authFailureMessage(apiError(401, 'unauthenticated', 'whatever'), t)).toBe(
      'You are not logged in.',
    );
  });
});

describe('authFailureMessage in another language', () => {
  it('words a known code in the active language, any other refusal as every refusal is', async () => {
    await Promise.all([loadMessages('auth', 'de'), loadMessages('errors', 'de')]);
    i18n.activate('de');
    try {
      expect(authFailureMessage(apiError(400, 'wrong-password', 'x'), t)).toBe(
        'Falsches Passwort. Bitte versuche es erneut.',
      );
      expect(authFailureMessage(apiError(503, 'mail-unavailable', 'Mail is down.'), t)).toBe(
        'Die E-Mail konnte nicht gesendet werden. Versuch es später noch einmal.',
      );
      expect(authFailureMessage(apiError(500, 'brand-new-code', 'Firebase: New.'), t)).toBe('New.');
    } finally {
      i18n.activate('en');
    }
  });
});

describe('resetRequestFailureMessage', () => {
  it('uses the reset wording for its three mapped failures', () => {
    expect(resetRequestFailureMessage(apiError(429, 'too-many-requests', 'x'), t)).toBe(
      'Too many password reset requests. Please try again later.',
    );
    expect(resetRequestFailureMessage(apiError(404, 'user-not-found', 'x'), t)).toBe(
      'No account found with this email address.',
    );
    expect(resetRequestFailureMessage(apiError(400, 'invalid-email', 'x'), t)).toBe(
      'Please enter a valid email address.',
    );
  });

  it('passes any other message through as it is', () => {
    expect(
      resetRequestFailureMessage(
        apiError(503, 'mail-unavailable', 'The email could not be sent.'),
        t,
      ),
    ).toBe('The email could not be sent.');
  });
});
