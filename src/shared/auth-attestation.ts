import { z } from 'zod';

/** Registration, sign-in and password reset carry the exchanged token here when the bot check is on. */
export const ATTESTATION_HEADER = 'X-Attestation-Token';

/** POST /api/attestation/exchange: a captcha provider's token, or the operator's debug token. */
export const attestationExchangeSchema = z.union([
  z.strictObject({ recaptcha_v3_token: z.string().min(1).max(4096) }),
  z.strictObject({ debug_token: z.string().min(1).max(512) }),
]);

export interface AttestationExchangeResponse {
  token: string;
  /** Lifetime in the hosted services' duration format, e.g. "3600s". */
  ttl: string;
}
