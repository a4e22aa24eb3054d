import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '../../../i18n/i18n';
import type { Translate } from '../auth-messages';
import { messageForCode, readLoginRequest } from './login-address';

const t: Translate = (id, values) => i18n._(id, values);

beforeAll(() => loadMessages('auth'));

describe('the /login address after another sign-in way', () => {
  it('reads a mailed sign-in link', () => {
    expect(readLoginRequest('?mode=signIn&oobCode=abc')).toEqual({
      kind: 'sign-in-link',
      oobCode: 'abc',
    });
    expect(readLoginRequest('?mode=verifyEmail&oobCode=abc')).toBeNull();
  });

  it('reads the second step and a provider failure with its code', () => {
    expect(readLoginRequest('?step=second-factor')).toEqual({ kind: 'second-factor' });
    expect(readLoginRequest('?authError=unauthorized-domain')).toEqual({
      kind: 'failed',
      code: 'unauthorized-domain',
    });
    expect(readLoginRequest('?authError=<script>')).toBeNull();
  });

  it('words conditions from both catalogues, prefixed with the product name', () => {
    expect(messageForCode('too-many-requests', t)).toBe(
      'Too many failed attempts. Please try again later.',
    );
    expect(messageForCode('popup-closed-by-user', t)).toBe(
      'The sign-in window was closed before signing in finished.',
    );
    expect(messageForCode('something-new', t)).toBe('Signing in did not work. Please try again.');
  });
});
