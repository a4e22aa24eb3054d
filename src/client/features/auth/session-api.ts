import type { AuthUser, SessionResponse } from '../../../shared/auth-api';
import type { UserProfile } from '../../../shared/profile';
import { readFavourites } from '../../../shared/profile-picks';
import { readLanguage } from '../../../shared/i18n/languages';
import { readTitleLanguage } from '../../../shared/i18n/title-language';
import { readScoreScale } from '../../../shared/score-scale-choice';
import { SESSION_PATH } from '../../../shared/session-path';
import { ApiError, NETWORK_FAILURE_STATUS, apiFetch } from '../../lib/api';

/** What the client reads of GET /api/auth/session's user. */
export type SessionUser = Pick<
  AuthUser,
  'uid' | 'email' | 'emailVerified' | 'displayName' | 'photoURL' | 'isAdmin' | 'profile'
>;

/** Why a signed-in user was signed out without asking to be (spec §4, session tokens). */
export type SessionEndReason = 'user-disabled' | 'expired';

export interface SessionState {
  user: SessionUser | null;
  /** Epoch milliseconds; the session is refreshed 5 minutes before. */
  expiresAt: number | null;
  /** Set only when a session this page had ended on the server's side. */
  endedBy: SessionEndReason | null;
}

export function signedOut(endedBy: SessionEndReason | null = null): SessionState {
  return { user: null, expiresAt: null, endedBy };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readProfile(value: unknown): UserProfile | null {
  if (!isRecord(value)) return null;
  const { username, email, createdAt, onboardingComplete, allowAdult } = value;
  const { favouriteGenres, favouriteTitles, scoreScale, language, titleLanguage } = value;
  if (typeof username !== 'string' || typeof email !== 'string') return null;
  return {
    username,
    email,
    createdAt: optionalText(createdAt) ?? '',
    onboardingComplete: onboardingComplete === true,
    allowAdult: allowAdult === true,
    ...readFavourites(favouriteGenres, favouriteTitles),
    scoreScale: readScoreScale(scoreScale),
    language: readLanguage(language),
    titleLanguage: readTitleLanguage(titleLanguage),
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

/** A session answer (GET /api/auth/session, sign-in, registration, refresh) as client state. */
export function readSession(body: unknown): SessionState {
  const user = readSessionUser(body);
  if (!user || !isRecord(body)) return signedOut();
  const expiresAt = typeof body.expiresAt === 'string' ? Date.parse(body.expiresAt) : NaN;
  return { user, expiresAt: Number.isFinite(expiresAt) ? expiresAt : null, endedBy: null };
}

/** A 401 from any account call means the session is over: disabled, or expired or revoked. */
export function sessionEndReason(error: unknown): SessionEndReason | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  if (error.code === 'user-disabled') return 'user-disabled';
  return error.code === 'unauthenticated' ? 'expired' : null;
}

/** Failures that say nothing about the session: keep what we knew and ask again later. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === NETWORK_FAILURE_STATUS || status === 408 || status === 429 || status >= 500;
}

/**
 * Who is signed in. A refused session is signed out, with the reason when this page had one
 * (`hadUser`); a failure that says nothing about the session throws, so the query keeps what
 * it had, and a first load that fails shows the app signed out (decision 014).
 */
export async function fetchSession(hadUser: boolean, signal?: AbortSignal): Promise<SessionState> {
  try {
    return readSession(await apiFetch(SESSION_PATH, signal ? { signal } : {}));
  } catch (error) {
    if (isTransientFailure(error)) throw error;
    return signedOut(hadUser ? sessionEndReason(error) : null);
  }
}

/** POST /api/auth/refresh: a new session token, and a new expiry. `origin` '' is this page's. */
export async function refreshSession(origin = ''): Promise<SessionState> {
  const body = await apiFetch<SessionResponse>(`${origin}/api/auth/refresh`, { method: 'POST' });
  return readSession(body);
}

export async function logout(): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST' });
}
