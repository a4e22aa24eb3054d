import { readSession, readSessionUser, type SessionState } from '../auth/session-api';
import { readStoredItem, storeItem } from '../../lib/local-storage';

/** Also how other tabs learn of a sign-in or sign-out in this one (use-cross-tab-session.ts). */
export const REMEMBERED_SESSION_KEY = 'tsuzuki:last-session';

let signedInHere = false;

/**
 * Who was signed in when the server last said so, for a page opened while it cannot be
 * reached (decision 133): the lists saved on the device are theirs. Settles once a user who
 * signed out here has no lists left on the device.
 */
export function rememberSession(state: SessionState): Promise<void> {
  const { user, expiresAt, endedBy } = state;
  const hadUser = signedInHere;
  signedInHere = user !== null;
  const expires = expiresAt === null ? null : new Date(expiresAt).toISOString();
  storeItem(
    REMEMBERED_SESSION_KEY,
    JSON.stringify(user ? { user, expiresAt: expires } : { user: null }),
  );
  // Signing out on this page leaves no one's lists on the device. A session the server
  // ended keeps its waiting changes: they are sent once the same user signs in again.
  if (hadUser && !user && endedBy === null) {
    return import('./offline-runtime')
      .then(({ offlineLists }) => offlineLists())
      .then((offline) => offline?.forgetAll());
  }
  return Promise.resolve();
}

export function rememberedSession(): SessionState | null {
  const stored = readStoredItem(REMEMBERED_SESSION_KEY);
  if (stored === null) return null;
  try {
    const state = readSession(JSON.parse(stored) as unknown);
    return state.user ? state : null;
  } catch {
    return null;
  }
}

/**
 * Whose session the stored text names: a user id, null once a tab signed out, undefined when
 * nothing readable is stored (nothing to follow).
 */
export function rememberedUserId(stored: string | null): string | null | undefined {
  if (stored === null) return undefined;
  try {
    const value = JSON.parse(stored) as unknown;
    if (typeof value === 'object' && value !== null && 'user' in value && value.user === null) {
      return null;
    }
    return readSessionUser(value)?.uid;
  } catch {
    return undefined;
  }
}
