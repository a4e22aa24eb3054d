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
  const scoreScale = update['profile.scoreScale'];
  if (scoreScale !== undefined) columns.score_scale = scoreScale;
  const language = update['profile.language'];
  if (language !== undefined) columns.language = language;
  const titleLanguage = update['profile.titleLanguage'];
  if (titleLanguage !== undefined) columns.title_language = titleLanguage;
  const genres = update['profile.favouriteGenres'];
  const titles = update['profile.favouriteTitles'];
  if (genres !== undefined) columns.favourite_genres = JSON.stringify([...new Set(genres)]);
  if (titles !== undefined) {
    const byKey = new Map(titles.map((title) => [`${title.media_type}:${title.id}`, title]));
    columns.favourite_titles = JSON.stringify([...byKey.values()]);
  }
  return columns;
}
