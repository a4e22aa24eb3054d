import { describe, expect, it } from 'vitest';
import { messageForCode, readLoginRequest } from './login-address';

describe('the /login address after another sign-in way', () => {
  it('reads a mailed sign-in link', () => {
    expect(readLoginRequest('?mode=signIn&oobCode=abc')).toEqual({
      kind: 'sign-in-link',
      oobCode: 'abc',
    });
    expect(readLoginRequest('?mode=verifyEmail&oobCode=abc')).toBeNull();
  });

  it('reads the second step and a provider failure with its message', () => {
    expect(readLoginRequest('?step=second-factor')).toEqual({ kind: 'second-factor' });
    expect(readLoginRequest('?authError=unauthorized-domain')).toEqual({
      kind: 'failed',
      message: messageForCode('unauthorized-domain'),
    });
    expect(readLoginRequest('?authError=<script>')).toBeNull();
  });

  it('words conditions from both catalogues, prefixed with the product name', () => {
    expect(messageForCode('too-many-requests')).toBe(
      'Too many failed attempts. Please try again later.',
    );
    expect(messageForCode('popup-closed-by-user')).toBe(
      'The sign-in window was closed before signing in finished.',
    );
    expect(messageForCode('something-new')).toBe('Signing in did not work. Please try again.');
  });
});
