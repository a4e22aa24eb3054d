import { z } from 'zod';
import { LANGUAGE_TAGS, type Language } from './i18n/languages';
import { TITLE_LANGUAGES, type TitleLanguage } from './i18n/title-language';
import { FAVOURITES_LIMITS, type FavouriteTitle } from './profile-picks';
import { SCORE_SCALES, type ScoreScale } from './score-scale-choice';

/** The profile object of the spec's user document (users/{uid}.profile). */
export interface UserProfile {
  username: string;
  email: string;
  /** ISO 8601. */
  createdAt: string;
  onboardingComplete: boolean;
  allowAdult: boolean;
  /**
   * Picked at onboarding: the taste recommendations start from while the lists are thin. Screens
   * call them picks; the API keeps its first names, and a favourite is a list entry's flag
   * (decision 397).
   */
  favouriteGenres: string[];
  favouriteTitles: FavouriteTitle[];
  /** The scale the user reads and writes their own scores in; stored scores stay 0–100. */
  scoreScale: ScoreScale;
  /** The interface's language on every device; null follows each browser's (issue 35). */
  language: Language | null;
  /** Which of a title's names leads; null is the visitor's default (issue 35). */
  titleLanguage: TitleLanguage | null;
}

export interface ProfileResponse {
  profile: UserProfile;
}

export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 40;

const usernameMessage = `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters.`;

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, usernameMessage)
  .max(USERNAME_MAX_LENGTH, usernameMessage);

const favouriteName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(FAVOURITES_LIMITS.nameLength);

export const favouriteTitleSchema = z.strictObject({
  media_type: z.enum(['tv', 'movie'], { message: 'must be tv or movie' }),
  id: z.number().int('must be a whole number').min(1).max(2_147_483_647),
  title: favouriteName,
}) satisfies z.ZodType<FavouriteTitle>;

const favouriteGenresSchema = z
  .array(favouriteName, { message: 'must be a list of genre names' })
  .max(FAVOURITES_LIMITS.genres, `must hold at most ${FAVOURITES_LIMITS.genres} genres`);

const favouriteTitlesSchema = z
  .array(favouriteTitleSchema, { message: 'must be a list of titles' })
  .max(FAVOURITES_LIMITS.titles, `must hold at most ${FAVOURITES_LIMITS.titles} titles`);

const PROFILE_FIELDS = [
  'profile.username',
  'profile.allowAdult',
  'profile.onboardingComplete',
  'profile.favouriteGenres',
  'profile.favouriteTitles',
  'profile.scoreScale',
  'profile.language',
  'profile.titleLanguage',
] as const;

/** PATCH /api/users/me: the spec's dotted field paths, each optional, at least one present. */
export const profileUpdateSchema = z
  .strictObject({
    'profile.username': usernameSchema.optional(),
    'profile.allowAdult': z.boolean().optional(),
    'profile.onboardingComplete': z.boolean().optional(),
    'profile.favouriteGenres': favouriteGenresSchema.optional(),
    'profile.favouriteTitles': favouriteTitlesSchema.optional(),
    'profile.scoreScale': z
      .enum(SCORE_SCALES, { message: `must be one of ${SCORE_SCALES.join(', ')}` })
      .optional(),
    'profile.language': z
      .enum(LANGUAGE_TAGS, { message: `must be one of ${LANGUAGE_TAGS.join(', ')}, or null` })
      .nullable()
      .optional(),
    'profile.titleLanguage': z
      .enum(TITLE_LANGUAGES, { message: `must be one of ${TITLE_LANGUAGES.join(', ')}, or null` })
      .nullable()
      .optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: `name at least one of ${PROFILE_FIELDS.join(', ')}`,
  });

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The auth account's own name and picture (spec §3 displayName, photoURL), apart from the profile. */
export const accountIdentitySchema = z.object({
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});

export type AccountIdentity = z.infer<typeof accountIdentitySchema>;

export const DISPLAY_NAME_MAX_LENGTH = 100;

/** PUT /api/users/me/display-name: a name, or null (or only spaces) to have none. */
export const displayNameUpdateSchema = z.strictObject({
  displayName: z
    .string()
    .trim()
    .max(
      DISPLAY_NAME_MAX_LENGTH,
      `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
    )
    .nullable()
    .transform((name) => (name === '' ? null : name)),
});

/** PUT /api/users/me/photo takes the image itself as the body, with its type. */
export const PHOTO_TYPES = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type PhotoType = keyof typeof PHOTO_TYPES;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES_MESSAGE = 'The photo must be a JPEG, PNG, WebP or GIF image.';
export const PHOTO_SIZE_MESSAGE = 'The photo must be at most 5 MB.';

export function isPhotoType(type: string): type is PhotoType {
  return Object.hasOwn(PHOTO_TYPES, type);
}

/** What the server would refuse a chosen file for, told before it is sent; null when it may go. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!isPhotoType(file.type)) return PHOTO_TYPES_MESSAGE;
  return file.size > PHOTO_MAX_BYTES ? PHOTO_SIZE_MESSAGE : null;
}
