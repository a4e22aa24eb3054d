import type { ActionMode, ActionResponse, SessionResponse } from '../../../shared/auth-api';
import { apiFetch } from '../../lib/api';
import { botCheckHeader } from '../../lib/attestation/bot-check-header';
import { readSession, type SessionState } from './session-api';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /api/auth/login, with the bot check's token when it is on. */
export async function signIn(credentials: Credentials): Promise<SessionState> {
  const body = await apiFetch<SessionResponse>('/api/auth/login', {
    method: 'POST',
    json: credentials,
    lateHeaders: botCheckHeader,
  });
  return readSession(body);
}

/** POST /api/auth/register: the account, its display name and profile, and a session. */
export async function register(input: Credentials & { username: string }): Promise<SessionState> {
  const body = await apiFetch<SessionResponse>('/api/auth/register', {
    method: 'POST',
    json: input,
    lateHeaders: botCheckHeader,
  });
  return readSession(body);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/password-reset', {
    method: 'POST',
    json: { email },
    lateHeaders: botCheckHeader,
  });
}

/**
 * Query options for a mailed link: asked about once per page load, whatever re-renders or
 * remounts, since using a code spends it and a second call would fail.
 */
export const ONCE_PER_CODE = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

/** POST /api/auth/action: what an e-mailed link does; a reset without a password only checks. */
export function applyActionCode(request: {
  mode: ActionMode;
  oobCode: string;
  newPassword?: string;
}): Promise<ActionResponse> {
  return apiFetch<ActionResponse>('/api/auth/action', { method: 'POST', json: request });
}

export async function resendVerificationEmail(): Promise<void> {
  await apiFetch('/api/auth/verification/send', { method: 'POST' });
}
