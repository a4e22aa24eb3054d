import type { SessionResponse } from '../../../../shared/auth-api';
import type {
  LinkedWaysResponse,
  MfaStatus,
  PhoneCodeResponse,
  RecoveryCodesResponse,
  SignInOptions,
  TotpEnrolmentResponse,
} from '../../../../shared/sign-in-ways-api';
import { ApiError, apiFetch } from '../../../lib/api';
import { botCheckHeader } from '../../../lib/attestation/bot-check-header';
import { readSession, type SessionState } from '../session-api';

/** The spec's condition that drives the second sign-in screen. */
export function needsSecondFactor(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'multi-factor-auth-required';
}

export function fetchSignInOptions(): Promise<SignInOptions> {
  return apiFetch<SignInOptions>('/api/auth/ways');
}

/** POST /api/auth/mfa/sign-in: the second step, with an authenticator or recovery code. */
export async function signInWithSecondFactor(code: string): Promise<SessionState> {
  const body = await apiFetch<SessionResponse>('/api/auth/mfa/sign-in', {
    method: 'POST',
    json: { code },
  });
  return readSession(body);
}

export function fetchMfaStatus(): Promise<MfaStatus> {
  return apiFetch<MfaStatus>('/api/auth/mfa');
}

export function startTotpEnrolment(currentPassword: string): Promise<TotpEnrolmentResponse> {
  return apiFetch<TotpEnrolmentResponse>('/api/auth/mfa/totp/enrol', {
    method: 'POST',
    json: { currentPassword },
  });
}

export function confirmTotpEnrolment(code: string): Promise<RecoveryCodesResponse> {
  return apiFetch<RecoveryCodesResponse>('/api/auth/mfa/totp/confirm', {
    method: 'POST',
    json: { code },
  });
}

export async function disableTotp(code: string): Promise<void> {
  await apiFetch('/api/auth/mfa/totp/disable', { method: 'POST', json: { code } });
}

export async function requestSignInLink(email: string): Promise<void> {
  await apiFetch('/api/auth/email-link', {
    method: 'POST',
    json: { email },
    lateHeaders: botCheckHeader,
  });
}

export async function signInWithEmailLink(oobCode: string): Promise<SessionState> {
  const body = await apiFetch<SessionResponse>('/api/auth/email-link/sign-in', {
    method: 'POST',
    json: { oobCode },
  });
  return readSession(body);
}

export function sendPhoneCode(phoneNumber: string, purpose: 'sign-in' | 'link') {
  return apiFetch<PhoneCodeResponse>(`/api/auth/phone/${purpose}/code`, {
    method: 'POST',
    json: { phoneNumber },
    ...(purpose === 'sign-in' ? { lateHeaders: botCheckHeader } : {}),
  });
}

export async function signInWithPhone(verificationId: string, code: string) {
  const body = await apiFetch<SessionResponse>('/api/auth/phone/sign-in', {
    method: 'POST',
    json: { verificationId, code },
  });
  return readSession(body);
}

export async function linkPhone(
  verificationId: string,
  code: string,
  currentPassword: string,
): Promise<void> {
  await apiFetch('/api/auth/phone/link', {
    method: 'POST',
    json: { verificationId, code, currentPassword },
  });
}

export function fetchLinkedWays(): Promise<LinkedWaysResponse> {
  return apiFetch<LinkedWaysResponse>('/api/auth/ways/linked');
}

export async function unlinkWay(input: { wayId: string; currentPassword: string }) {
  await apiFetch('/api/auth/ways/unlink', { method: 'POST', json: input });
}
