import { describe, expect, it } from 'vitest';
import { readSessionUser } from './session-api';

const body = {
  user: {
    uid: 'u_7f3a',
    email: 'haruka@example.test',
    emailVerified: true,
    displayName: 'haruka',
    photoURL: null,
    isAdmin: false,
    profile: {
      username: 'haruka',
      email: 'haruka@example.test',
      createdAt: '2026-11-20T09:15:00.000Z',
      onboardingComplete: true,
      allowAdult: false,
    },
  },
};

describe('readSessionUser', () => {
  it('reads a signed-in user', () => {
    expect(readSessionUser(body)).toEqual(body.user);
  });

  it('treats missing flags as false, never as true', () => {
    const { isAdmin: _isAdmin, emailVerified: _verified, ...rest } = body.user;
    const user = readSessionUser({
      user: { ...rest, profile: { username: 'haruka', email: 'haruka@example.test' } },
    });
    expect(user).toMatchObject({ isAdmin: false, emailVerified: false });
    expect(user?.profile).toMatchObject({ allowAdult: false, onboardingComplete: false });
  });

  it('answers no user for anything else', () => {
    for (const value of [
      null,
      undefined,
      'signed in',
      {},
      { user: null },
      { user: { ...body.user, uid: '' } },
      { user: { ...body.user, uid: 42 } },
      { user: { ...body.user, profile: null } },
      { error: { code: 'unauthenticated', message: 'Sign in first.' } },
    ]) {
      expect(readSessionUser(value)).toBeNull();
    }
  });
});
