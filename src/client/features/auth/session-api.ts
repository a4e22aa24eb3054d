import type { AuthUser } from '../../../shared/auth-api';
import type { UserProfile } from '../../../shared/profile';
import { apiFetch } from '../../lib/api';

/** What the client reads of GET /api/auth/session's user. */
export type SessionUser = Pick<
  AuthUser,
  'uid' | 'email' | 'emailVerified' | 'displayName' | 'photoURL' | 'isAdmin' | 'profile'
>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readProfile(value: unknown): UserProfile | null {
  if (!isRecord(value)) return null;
  const { username, email, createdAt, onboardingComplete, allowAdult } = value;
  if (typeof username !== 'string' || typeof email !== 'string') return null;
  return {
    username,
    email,
    createdAt: optionalText(createdAt) ?? '',
    onboardingComplete: onboardingComplete === true,
    allowAdult: allowAdult === true,
  };
}

/** Reads GET /api/auth/session's body; anything not shaped like a signed-in user is no user. */
export function readSessionUser(body: unknown): SessionUser | null {
  if (!isRecord(body) || !isRecord(body.user)) return null;
  const { uid, email, emailVerified, displayName, photoURL, isAdmin, profile } = body.user;
  if (typeof uid !== 'string' || uid === '' || typeof email !== 'string') return null;
  const userProfile = readProfile(profile);
  if (!userProfile) return null;
  return {
    uid,
    email,
    emailVerified: emailVerified === true,
    displayName: optionalText(displayName),
    photoURL: optionalText(photoURL),
    isAdmin: isAdmin === true,
    profile: userProfile,
  };
}

/** Any answer but 200, or no answer at all, means nobody is signed in. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const response = await fetch('/api/auth/session', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
    if (response.status !== 200) return null;
    return readSessionUser(await response.json());
  } catch {
    return null;
  }
}

export async function logout(): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST' });
}
