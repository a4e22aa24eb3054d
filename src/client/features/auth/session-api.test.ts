import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  isTransientFailure,
  readSession,
  readSessionUser,
  sessionEndReason,
  signedOut,
} from './session-api';

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
      favouriteGenres: ['Drama'],
      favouriteTitles: [],
      scoreScale: 'POINT_5',
      language: 'ja',
      titleLanguage: 'native',
    },
  },
};

describe('readSessionUser', () => {
  it('reads a signed-in user', () => {
    expect(readSessionUser(body)).toEqual(body.user);
  });

  it('reads a profile without onboarding picks as having none', () => {
    const { favouriteGenres, favouriteTitles, scoreScale, language, titleLanguage, ...older } =
      body.user.profile;
    expect([favouriteGenres, favouriteTitles, scoreScale, language, titleLanguage]).toEqual([
      ['Drama'],
      [],
      'POINT_5',
      'ja',
      'native',
    ]);
    expect(readSessionUser({ user: { ...body.user, profile: older } })?.profile).toEqual({
      ...older,
      favouriteGenres: [],
      favouriteTitles: [],
      scoreScale: 'POINT_10',
      language: null,
      titleLanguage: null,
    });
  });

  it('reads a language or title language it does not know as none chosen', () => {
    const profile = { ...body.user.profile, language: 'tlh', titleLanguage: 'klingon' };
    expect(readSessionUser({ user: { ...body.user, profile } })?.profile).toMatchObject({
      language: null,
      titleLanguage: null,
    });
  });

  it('reads a score scale it does not know as the default one', () => {
    const profile = { ...body.user.profile, scoreScale: 'POINT_7' };
    expect(readSessionUser({ user: { ...body.user, profile } })?.profile.scoreScale).toBe(
      'POINT_10',
    );
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

describe('readSession', () => {
  it('reads the user and the expiry as epoch milliseconds', () => {
    expect(readSession({ ...body, expiresAt: '2026-12-06T09:15:00.000Z' })).toEqual({
      user: body.user,
      expiresAt: Date.UTC(2026, 11, 6, 9, 15),
      endedBy: null,
    });
  });

  it('keeps a user whose expiry is missing or unreadable, with no expiry', () => {
    expect(readSession({ ...body, expiresAt: 'soon' })).toMatchObject({ expiresAt: null });
    expect(readSession(body).user).toEqual(body.user);
  });

  it('answers signed out for a visitor', () => {
    expect(readSession({ user: null, expiresAt: null })).toEqual(signedOut());
  });
});

describe('sessionEndReason', () => {
  it('tells a disabled account from an expired or revoked session', () => {
    expect(sessionEndReason(new ApiError(401, 'user-disabled', 'x'))).toBe('user-disabled');
    expect(sessionEndReason(new ApiError(401, 'unauthenticated', 'x'))).toBe('expired');
  });

  it('finds no reason in other failures', () => {
    expect(sessionEndReason(new ApiError(401, 'invalid-api-key', 'x'))).toBeNull();
    expect(sessionEndReason(new ApiError(400, 'wrong-password', 'x'))).toBeNull();
    expect(sessionEndReason(new Error('x'))).toBeNull();
  });
});

describe('isTransientFailure', () => {
  it('is true for no answer, timeouts, rate limits and server errors', () => {
    for (const status of [0, 408, 429, 500, 503]) {
      expect(isTransientFailure(new ApiError(status, 'x', 'x'))).toBe(true);
    }
    expect(isTransientFailure(new DOMException('aborted', 'AbortError'))).toBe(true);
  });

  it('is false for an answer about the request', () => {
    for (const status of [400, 401, 403, 404]) {
      expect(isTransientFailure(new ApiError(status, 'x', 'x'))).toBe(false);
    }
  });
});
