import {
  accountIdentitySchema,
  type AccountIdentity,
  type ProfileResponse,
  type ProfileUpdate,
  type UserProfile,
} from '../../../shared/profile';
import { apiFetch } from '../../lib/api';
import { authCallTimeoutMs } from '../../lib/api-timeout';

/** PATCH /api/users/me with the spec's dotted field paths; answers the updated profile. */
export async function updateProfile(update: ProfileUpdate): Promise<UserProfile> {
  const body = await apiFetch<ProfileResponse>('/api/users/me', { method: 'PATCH', json: update });
  return body.profile;
}

/** POST /api/auth/password; the server ends other sessions and renews this one. */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await apiFetch('/api/auth/password', { method: 'POST', json: input });
}

/** POST /api/auth/email: mails a link to the new address, which changes when it is followed. */
export async function requestEmailChange(input: {
  currentPassword: string;
  newEmail: string;
}): Promise<void> {
  await apiFetch('/api/auth/email', { method: 'POST', json: input });
}

/**
 * DELETE /api/users/me: tracked titles, then the profile, then the account (spec §4). Ending
 * the account is an auth call, so it gets the auth time-out though its path is not under /api/auth/.
 */
export async function deleteAccount(currentPassword: string): Promise<void> {
  await apiFetch('/api/users/me', {
    method: 'DELETE',
    json: { currentPassword },
    timeoutMs: authCallTimeoutMs(),
  });
}

/** What the hosted client's updateProfile changes is the auth account: the auth time-out applies. */
const accountUpdate = () => ({ timeoutMs: authCallTimeoutMs() });

/** PUT /api/users/me/display-name; an empty name clears it. */
export async function updateDisplayName(displayName: string): Promise<AccountIdentity> {
  const body = await apiFetch('/api/users/me/display-name', {
    method: 'PUT',
    json: { displayName },
    ...accountUpdate(),
  });
  return accountIdentitySchema.parse(body);
}

/** PUT /api/users/me/photo with the image file as the body; the server resizes it. */
export async function uploadPhoto(photo: File): Promise<AccountIdentity> {
  const body = await apiFetch('/api/users/me/photo', {
    method: 'PUT',
    upload: photo,
    ...accountUpdate(),
  });
  return accountIdentitySchema.parse(body);
}

export async function removePhoto(): Promise<AccountIdentity> {
  const body = await apiFetch('/api/users/me/photo', { method: 'DELETE', ...accountUpdate() });
  return accountIdentitySchema.parse(body);
}
