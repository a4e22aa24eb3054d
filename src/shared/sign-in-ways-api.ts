import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './auth-rules';

/** Request bodies and answers of the sign-in ways beyond the password (issue 7). */

/** An authenticator code (6 digits) or a recovery code (`xxxxx-xxxxx`), spaces allowed. */
export const secondFactorCodeSchema = z.object({
  code: z.string().trim().min(1, 'must not be empty').max(32, 'must be at most 32 characters'),
});

export const signInLinkRequestSchema = z.object({
  email: z.string().max(MAX_EMAIL_LENGTH + 80, 'is too long'),
});

export const signInLinkSchema = z.object({ oobCode: z.string().min(1).max(200) });

export const phoneCodeRequestSchema = z.object({
  phoneNumber: z.string().max(40, 'is too long'),
});

export const phoneSignInSchema = z.object({
  verificationId: z.string().min(1).max(200),
  code: z.string().trim().min(1).max(12),
});

/**
 * The re-authentication sensitive changes ask for (decision 128, issue 15 S-04): the current
 * password; an account without one sends '' and must have signed in within five minutes.
 */
const currentPassword = z
  .string()
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const reauthenticationSchema = z.object({ currentPassword });

export const unlinkRequestSchema = z.object({
  wayId: z.string().min(1).max(320),
  currentPassword,
});

export const phoneLinkSchema = phoneSignInSchema.extend({ currentPassword });

/** POST /api/auth/oidc/:providerId/link: starts linking a provider from /profile. */
export const providerLinkRequestSchema = z.object({
  currentPassword,
  display: z.enum(['popup', 'redirect']),
  returnTo: z.string().max(2000),
});

/** Where the browser goes next: the provider's authorization address. */
export interface ProviderLinkResponse {
  url: string;
}

export interface MfaStatus {
  enrolled: boolean;
  recoveryCodesLeft: number;
  /** The operator requires an authenticator for this account (the admin). */
  required: boolean;
}

export interface TotpEnrolmentResponse {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

export interface RecoveryCodesResponse {
  recoveryCodes: string[];
}

/** GET /api/auth/ways: which ways this instance offers on /login. */
export interface SignInOptions {
  oidcProviders: { id: string; name: string }[];
  emailLink: boolean;
  phone: boolean;
}

/** One linked way on /profile; `id` names it for unlinking. */
export interface LinkedWay {
  id: string;
  kind: 'password' | 'oidc' | 'phone';
  label: string;
  detail: string | null;
}

export interface LinkedWaysResponse {
  ways: LinkedWay[];
}

export interface PhoneCodeResponse {
  verificationId: string;
}
