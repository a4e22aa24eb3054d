import { z } from 'zod';

/** The profile object of the spec's user document (users/{uid}.profile). */
export interface UserProfile {
  username: string;
  email: string;
  /** ISO 8601. */
  createdAt: string;
  onboardingComplete: boolean;
  allowAdult: boolean;
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

/** PATCH /api/users/me: the spec's dotted field paths, each optional, at least one present. */
export const profileUpdateSchema = z
  .strictObject({
    'profile.username': usernameSchema.optional(),
    'profile.allowAdult': z.boolean().optional(),
    'profile.onboardingComplete': z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message:
      'name at least one of profile.username, profile.allowAdult, profile.onboardingComplete',
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
