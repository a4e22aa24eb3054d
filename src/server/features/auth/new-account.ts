import { authError } from './auth-error';
import type { AuthServices } from './auth-services';
import { newUserId } from './secrets';
import { isUniqueViolation, type Executor, type UserRow } from './users';

export interface NewAccount {
  email: string;
  username: string;
  /** Null for accounts that sign in only through a provider. */
  passwordHash: string | null;
  emailVerified: boolean;
}

/**
 * Spec §4's account and profile in one row, onboarding not complete. Two sign-ups for one
 * address racing past their checks meet at the unique index: email-already-in-use.
 */
export async function insertAccount(
  services: AuthServices,
  account: NewAccount,
  db: Executor = services.db,
): Promise<UserRow> {
  const now = services.clock.now();
  const user: UserRow = {
    id: newUserId(),
    email: account.email,
    email_verified: account.emailVerified ? 1 : 0,
    password_hash: account.passwordHash,
    display_name: account.username,
    photo_url: null,
    disabled: 0,
    username: account.username,
    onboarding_complete: 0,
    allow_adult: 0,
    favourite_genres: '[]',
    favourite_titles: '[]',
    score_scale: 'POINT_10',
    language: null,
    title_language: null,
    created_at: now,
    updated_at: now,
    last_sign_in_at: now,
  };
  try {
    await db.insertInto('users').values(user).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw authError('email-already-in-use');
    throw error;
  }
  return user;
}
