import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { NotLoggedInError, authFailureMessage, resetRequestFailureMessage } from './auth-messages';

const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, code, message);

describe('authFailureMessage', () => {
  it('shows the catalogue message for a known code, prefixed', () => {
    expect(authFailureMessage(apiError(400, 'invalid-credential', 'server text'))).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(authFailureMessage(apiError(429, 'too-many-requests', 'server text'))).toBe(
      'Too many failed attempts. Please try again later.',
    );
  });

  it('shows the server’s own message for codes outside the catalogue, prefixed', () => {
    expect(authFailureMessage(apiError(400, 'expired-action-code', 'This link has expired.'))).toBe(
      'This link has expired.',
    );
    expect(authFailureMessage(new Error('Firebase broke'))).toBe('Tsuzuki broke');
  });

  it('says exactly "You are not logged in." when nobody is', () => {
    expect(authFailureMessage(new NotLoggedInError())).toBe('You are not logged in.');
    expect(authFailureMessage(apiError(401, 'unauthenticated', 'whatever'))).toBe(
      'You are not logged in.',
    );
  });
});

describe('resetRequestFailureMessage', () => {
  it('uses the reset wording for its three mapped failures', () => {
    expect(resetRequestFailureMessage(apiError(429, 'too-many-requests', 'x'))).toBe(
      'Too many password reset requests. Please try again later.',
    );
    expect(resetRequestFailureMessage(apiError(404, 'user-not-found', 'x'))).toBe(
      'No account found with this email address.',
    );
    expect(resetRequestFailureMessage(apiError(400, 'invalid-email', 'x'))).toBe(
      'Please enter a valid email address.',
    );
  });

  it('passes any other message through as it is', () => {
    expect(
      resetRequestFailureMessage(apiError(503, 'mail-unavailable', 'The email could not be sent.')),
    ).toBe('The email could not be sent.');
  });
});
