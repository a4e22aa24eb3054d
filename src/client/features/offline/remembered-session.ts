import { readSession, type SessionState } from '../auth/session-api';
import { readStoredItem, storeItem } from '../../lib/local-storage';

const KEY = 'tsuzuki:last-session';

/**
 * Who was signed in when the server last said so, for a page opened while it cannot be
 * reached (decision 133): the lists saved on the device are theirs. Signing out replaces it.
 */
export function rememberSession(state: SessionState): void {
  const { user, expiresAt } = state;
  const expires = expiresAt === null ? null : new Date(expiresAt).toISOString();
  storeItem(KEY, JSON.stringify(user ? { user, expiresAt: expires } : { user: null }));
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
