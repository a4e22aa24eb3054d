/**
 * What the sign-in ways beyond the password answer when they fail, shared by the server's
 * answers and the screens. Spec §8 names popup-closed-by-user, popup-blocked,
 * unauthorized-domain, multi-factor-auth-required and network-request-failed without their
 * text (decision 124).
 */
export const SIGN_IN_WAY_MESSAGES = {
  'multi-factor-auth-required': 'Enter the code from your authenticator app to finish signing in.',
  'mfa-session-expired': 'That took too long. Please sign in again.',
  'mfa-enrolment-required':
    'This instance requires the administrator to use an authenticator app. Turn on two-step sign-in on your profile first.',
  'mfa-already-enabled': 'Two-step sign-in is already on.',
  'mfa-not-enabled': 'Two-step sign-in is not on.',
  'invalid-verification-code': 'That code is not valid. Check it and try again.',
  'account-exists-with-different-credential':
    'An account with this email already exists. Sign in with its password once to link this sign-in way.',
  'unauthorized-domain':
    'Signing in this way only works at this instance’s own address. Open Tsuzuki there and try again.',
  'user-cancelled': 'Signing in was cancelled at the provider.',
  'unknown-provider': 'This sign-in provider is not configured on this instance.',
  'provider-unavailable': 'The sign-in provider could not be reached. Please try again later.',
  'missing-provider-email':
    'The sign-in provider did not share a verified email address, which Tsuzuki needs for an account.',
  'invalid-oidc-response':
    'The answer from the sign-in provider could not be trusted or has expired. Please try again.',
  'credential-already-in-use': 'This sign-in way is already linked to another account.',
  'unknown-sign-in-way': 'This sign-in way is not linked to your account.',
  'last-sign-in-way': 'This is your only way to sign in, so it cannot be removed.',
  'invalid-phone-number':
    'Please enter a phone number in international format, like +4915112345678.',
  'phone-sign-in-unavailable': 'Signing in by phone is not available on this instance.',
  'sms-unavailable': 'The text message could not be sent. Please try again later.',
  'code-expired': 'This code has expired. Please ask for a new one.',
  'email-not-verified':
    'Verify your email address first: follow the link we sent you, then link this sign-in way.',
} as const;

export type SignInWayCode = keyof typeof SIGN_IN_WAY_MESSAGES;
