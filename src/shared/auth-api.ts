import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './auth-rules';
import { usernameSchema, type UserProfile } from './profile';

/**
 * Request bodies of /api/auth/*. These check shape only; the address format and password
 * length are checked by the server's rules so they fail with the spec's codes
 * (invalid-email, weak-password) rather than a generic invalid-argument.
 */
/** Room for surrounding spaces, which are trimmed; the address itself is held to MAX_EMAIL_LENGTH. */
const EMAIL_FIELD_MAX = MAX_EMAIL_LENGTH + 80;
const emailText = z.string().max(EMAIL_FIELD_MAX, `must be at most ${EMAIL_FIELD_MAX} characters`);
const passwordText = z
  .string()
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const registerRequestSchema = z.object({
  email: emailText,
  password: passwordText,
  username: usernameSchema,
});

export const loginRequestSchema = z.object({ email: emailText, password: passwordText });

export const passwordResetRequestSchema = z.object({ email: emailText });

export const ACTION_MODES = ['verifyEmail', 'resetPassword', 'verifyAndChangeEmail'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

/** The codes e-mailed links carry: `/login?mode=<mode>&oobCode=<code>`. */
export const actionRequestSchema = z.object({
  mode: z.enum(ACTION_MODES),
  oobCode: z.string().min(1).max(200),
  /** With resetPassword: the new password. Without it, the code is only checked, not used. */
  newPassword: passwordText.optional(),
});

export const passwordChangeRequestSchema = z.object({
  currentPassword: passwordText,
  newPassword: passwordText,
});

export const emailChangeRequestSchema = z.object({
  currentPassword: passwordText,
  newEmail: emailText,
});

export const accountDeletionRequestSchema = z.object({ currentPassword: passwordText });

/** One way the user signs in: `password`, `phone` or `oidc:<provider id>`. */
export interface ProviderInfo {
  providerId: string;
  /** The address for the password, the number for the phone, the provider's subject. */
  uid: string;
  email: string | null;
  phoneNumber: string | null;
}

/** The spec's "Authenticated user", plus who may open /admin and the profile document. */
export interface AuthUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  /** The linked phone number, if any. */
  phoneNumber: string | null;
  providerData: ProviderInfo[];
  metadata: {
    /** ISO 8601. */
    creationTime: string;
    /** ISO 8601; null before the first sign-in. */
    lastSignInTime: string | null;
  };
  isAdmin: boolean;
  profile: UserProfile;
}

/** GET /api/auth/session, and the answer of every call that signs in. */
export interface SessionResponse {
  user: AuthUser;
  /** ISO 8601. The client refreshes the session 5 minutes before this. */
  expiresAt: string;
}

/** GET /api/auth/session for a visitor with no session cookie at all. */
export interface SignedOutSessionResponse {
  user: null;
  expiresAt: null;
}

/** POST /api/auth/action: the mode handled and the address it concerned. */
export interface ActionResponse {
  mode: ActionMode;
  email: string;
}
