import type { AuthUser, ProviderInfo, SessionResponse } from '../../../shared/auth-api';
import type { UserProfile } from '../../../shared/profile';
import { readFavourites } from '../../../shared/profile-picks';
import { readLanguage } from '../../../shared/i18n/languages';
import { readTitleLanguage } from '../../../shared/i18n/title-language';
import { readScoreScale } from '../../../shared/score-scale-choice';
import type { UserRow } from './users';
import type { AuthServices } from './auth-services';
import { identitiesOf, PHONE_PROVIDER, type LinkedIdentityRow } from './ways/linked-identities';

const iso = (epochMillis: number) => new Date(epochMillis).toISOString();

function parseKept(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

export function profileOf(user: UserRow): UserProfile {
  return {
    username: user.username,
    email: user.email,
    createdAt: iso(user.created_at),
    onboardingComplete: user.onboarding_complete === 1,
    allowAdult: user.allow_adult === 1,
    ...readFavourites(parseKept(user.favourite_genres), parseKept(user.favourite_titles)),
    scoreScale: readScoreScale(user.score_scale),
    language: readLanguage(user.language),
    titleLanguage: readTitleLanguage(user.title_language),
  };
}

function providerDataOf(user: UserRow, identities: LinkedIdentityRow[]): ProviderInfo[] {
  const password: ProviderInfo[] =
    user.password_hash === null
      ? []
      : [{ providerId: 'password', uid: user.email, email: user.email, phoneNumber: null }];
  return [
    ...password,
    ...identities.map((identity) => {
      const phone = identity.provider === PHONE_PROVIDER;
      return {
        providerId: identity.provider,
        uid: identity.subject,
        email: identity.email,
        phoneNumber: phone ? identity.subject : null,
      };
    }),
  ];
}

export function authUserOf(
  user: UserRow,
  adminUserId: string | undefined,
  identities: LinkedIdentityRow[],
): AuthUser {
  const phone = identities.find((identity) => identity.provider === PHONE_PROVIDER);
  return {
    uid: user.id,
    email: user.email,
    emailVerified: user.email_verified === 1,
    displayName: user.display_name,
    photoURL: user.photo_url,
    phoneNumber: phone?.subject ?? null,
    providerData: providerDataOf(user, identities),
    metadata: {
      creationTime: iso(user.created_at),
      lastSignInTime: user.last_sign_in_at === null ? null : iso(user.last_sign_in_at),
    },
    isAdmin: adminUserId !== undefined && user.id === adminUserId,
    profile: profileOf(user),
  };
}

/** The session answer, with the ways the user signs in read from the linked identities. */
export async function sessionResponseOf(
  services: Pick<AuthServices, 'db' | 'adminUserId'>,
  user: UserRow,
  expiresAt: number,
): Promise<SessionResponse> {
  const identities = await identitiesOf(services.db, user.id);
  return { user: authUserOf(user, services.adminUserId, identities), expiresAt: iso(expiresAt) };
}
