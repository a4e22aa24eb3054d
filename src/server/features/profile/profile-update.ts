import type { Updateable } from 'kysely';
import type { ProfileUpdate } from '../../../shared/profile';
import type { UsersTable } from '../../db/schema';

/** The spec's dotted profile fields, mapped onto the users row that holds the profile. */
export function profileColumnsOf(update: ProfileUpdate): Updateable<UsersTable> {
  const columns: Updateable<UsersTable> = {};
  const username = update['profile.username'];
  const allowAdult = update['profile.allowAdult'];
  const onboardingComplete = update['profile.onboardingComplete'];
  if (username !== undefined) columns.username = username;
  if (allowAdult !== undefined) columns.allow_adult = allowAdult ? 1 : 0;
  if (onboardingComplete !== undefined) columns.onboarding_complete = onboardingComplete ? 1 : 0;
  return columns;
}
