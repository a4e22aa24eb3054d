import type { AuthUser, SessionResponse } from '../../../shared/auth-api';
import type { UserProfile } from '../../../shared/profile';
import type { UserRow } from './users';

const iso = (epochMillis: number) => new Date(epochMillis).toISOString();

export function profileOf(user: UserRow): UserProfile {
  return {
    username: user.username,
    email: user.email,
    createdAt: iso(user.created_at),
    onboardingComplete: user.onboarding_complete === 1,
    allowAdult: user.allow_adult === 1,
  };
}

export function authUserOf(user: UserRow, adminUserId: string | undefined): AuthUser {
  return {
    uid: user.id,
    email: user.email,
    emailVerified: user.email_verified === 1,
    displayName: user.display_name,
    photoURL: user.photo_url,
    phoneNumber: null,
    providerData: [{ providerId: 'password', email: user.email }],
    metadata: {
      creationTime: iso(user.created_at),
      lastSignInTime: user.last_sign_in_at === null ? null : iso(user.last_sign_in_at),
    },
    isAdmin: adminUserId !== undefined && user.id === adminUserId,
    profile: profileOf(user),
  };
}

export function sessionResponseOf(
  user: UserRow,
  expiresAt: number,
  adminUserId: string | undefined,
): SessionResponse {
  return { user: authUserOf(user, adminUserId), expiresAt: iso(expiresAt) };
}
