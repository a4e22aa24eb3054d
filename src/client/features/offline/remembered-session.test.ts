import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOut, type SessionState } from '../auth/session-api';
import { offlineLists } from './offline-runtime';
import { rememberedSession, rememberedUserId, rememberSession } from './remembered-session';

const signedIn: SessionState = {
  user: {
    uid: 'u_1',
    email: 'haruka@example.com',
    emailVerified: true,
    displayName: 'Haruka',
    photoURL: null,
    isAdmin: false,
    profile: {
      username: 'Haruka',
      email: 'haruka@example.com',
      createdAt: '2026-11-01T10:00:00.000Z',
      onboardingComplete: true,
      allowAdult: false,
      favouriteGenres: [],
      favouriteTitles: [],
      scoreScale: 'POINT_10',
      language: null,
      titleLanguage: null,
    },
  },
  expiresAt: Date.UTC(2026, 11, 1),
  endedBy: null,
};

/** The browser's localStorage, as the page has it. */
function browserStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

beforeEach(async () => {
  vi.stubGlobal('window', { localStorage: browserStorage() });
  // Each test starts with no one signed in on this page, whatever the one before left.
  await rememberSession(signedOut('expired'));
});
afterEach(() => vi.unstubAllGlobals());

describe('the last session, for a page opened offline', () => {
  it('is who the server last said was signed in', async () => {
    expect(rememberedSession()).toBeNull();
    await rememberSession(signedIn);
    expect(rememberedSession()).toEqual(signedIn);
  });

  it('is no one after signing out, and nothing unreadable', async () => {
    await rememberSession(signedIn);
    await rememberSession(signedOut('user-disabled'));
    expect(rememberedSession()).toBeNull();
    window.localStorage.setItem('tsuzuki:last-session', '{not json');
    expect(rememberedSession()).toBeNull();
  });

  it('takes the saved lists off the device when the user signs out, not when the server ends the session', async () => {
    const lists = await offlineLists();
    if (!lists) throw new Error('no offline cache');
    const change = {
      kind: 'put',
      key: { media_type: 'tv', id: 5114 },
      body: { status: 'watching' },
    } as const;

    await rememberSession(signedIn);
    await lists.enqueue('u_1', change);
    await rememberSession(signedOut('expired'));
    await rememberSession(signedIn);
    expect(await lists.pending('u_1')).toHaveLength(1);

    await rememberSession(signedOut());
    expect(await lists.pending('u_1')).toEqual([]);
  });
});

describe('the user id other tabs read from the stored session', () => {
  const stored = () => window.localStorage.getItem('tsuzuki:last-session');

  it('is the signed-in user’s id, then null once signed out', async () => {
    await rememberSession(signedIn);
    expect(rememberedUserId(stored())).toBe('u_1');
    await rememberSession(signedOut());
    expect(rememberedUserId(stored())).toBeNull();
  });

  it('is unknown when nothing readable is stored', () => {
    for (const text of [null, '{not json', '{}', '{"user":{"uid":""}}', '42']) {
      expect(rememberedUserId(text)).toBeUndefined();
    }
  });
});
