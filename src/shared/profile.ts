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
