import { readSession, type SessionState } from '../auth/session-api';
import { readStoredItem, storeItem } from '../../lib/local-storage';

const KEY = 'tsuzuki:last-session';

let signedInHere = false;

/**
 * Who was signed in when the server last said so, for a page opened while it cannot be
 * reached (decision 133): the lists saved on the device are theirs.
 */
export function rememberSession(state: SessionState): void {
  const { user, expiresAt, endedBy } = state;
  const hadUser = signedInHere;
  signedInHere = user !== null;
  const expires = expiresAt === null ? null : new Date(expiresAt).toISOString();
  storeItem(KEY, JSON.stringify(user ? { user, expiresAt: expires } : { user: null }));
  // Signing out on this page leaves no one's lists on the device. A session the server
  // ended keeps its waiting changes: they are sent once the same user signs in again.
  if (hadUser && !user && endedBy === null) {
    void import('./offline-runtime')
      .then(({ offlineLists }) => offlineLists())
      .then((offline) => offline?.forgetAll());
  }
}

export function rememberedSession(): SessionState | null {
  const stored = readStoredItem(KEY);
  if (stored === null) return null;
  try {
    const state = readSession(JSON.parse(stored) as unknown);
    return state.user ? state : null;
  } catch {
    return null;
  }
}
