import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  authErrorMessage,
  passwordResetErrorMessage,
  withProductName,
} from './auth-errors';

describe('AUTH_ERROR_MESSAGES', () => {
  it('holds the spec’s table exactly', () => {
    expect(AUTH_ERROR_MESSAGES).toEqual({
      'invalid-credential':
        'Invalid email or password. Please check your credentials and try again.',
      'user-not-found': 'No account found with this email address.',
      'wrong-password': 'Incorrect password. Please try again.',
      'email-already-in-use': 'An account with this email already exists.',
      'weak-password': 'Password should be at least 6 characters long.',
      'invalid-email': 'Please enter a valid email address.',
      'user-disabled': 'This account has been disabled. Please contact support.',
      'too-many-requests': 'Too many failed attempts. Please try again later.',
      'requires-recent-login': 'For security, please log out and log back in before continuing.',
      'operation-not-allowed': 'This operation is not allowed. Please contact support.',
    });
  });
});

describe('authErrorMessage', () => {
  it('is the catalogue message, with no prefix', () => {
    expect(authErrorMessage('invalid-credential', 'ignored')).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('accepts codes namespaced the hosted way', () => {
    expect(authErrorMessage('auth/weak-password', 'ignored')).toBe(
      'Password should be at least 6 characters long.',
    );
  });

  it('passes other errors’ raw message through without the provider’s name', () => {
    expect(
      authErrorMessage('network-request-failed', 'Firebase: Error (auth/network-request-failed).'),
    ).toBe('Error (auth/network-request-failed).');
    expect(authErrorMessage('invalid-action-code', 'This link has already been used.')).toBe(
      'This link has already been used.',
    );
  });

  it('does not take a code from the object prototype for a catalogue entry', () => {
    expect(authErrorMessage('toString', 'Odd failure')).toBe('Odd failure');
  });
});

describe('withProductName', () => {
  it('replaces every provider name', () => {
    expect(withProductName('Firebase said Firebase and Identity Toolkit')).toBe(
      'Tsuzuki said Tsuzuki and Tsuzuki',
    );
  });
});

describe('passwordResetErrorMessage', () => {
  it.each([
    ['invalid-email', 'Please enter a valid email address.'],
    ['auth/user-not-found', 'No account found with this email address.'],
    ['too-many-requests', 'Too many password reset requests. Please try again later.'],
  ])('maps %s to the reset wording', (code, message) => {
    expect(passwordResetErrorMessage(code, 'raw')).toBe(message);
  });

  it('passes any other message through unchanged', () => {
    expect(passwordResetErrorMessage('network-request-failed', 'No connection.')).toBe(
      'No connection.',
    );
  });
});
