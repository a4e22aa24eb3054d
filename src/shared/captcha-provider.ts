/**
 * The invisible captcha the bot check runs in the browser: reCAPTCHA v3, whose token the
 * exchange takes as `recaptcha_v3_token`.
 */
export const CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/**
 * Google's published CSP sources for reCAPTCHA (its loader, the scripts it pulls in and its
 * challenge frame). The server allows them only when the bot check is on.
 */
export const CAPTCHA_HOSTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** Spec §1: what is logged when the bot check does not start. */
export const ATTESTATION_SKIPPED_MESSAGE =
  'App attestation initialisation skipped: the bot-check site key or project id is missing.';
