import { createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Tsuzuki-Signature';
export const TIMESTAMP_HEADER = 'X-Tsuzuki-Timestamp';
const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes, named so it is recognised if pasted somewhere. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * The headers of a signed delivery (decision 368): the HMAC-SHA256 of `{timestamp}.{body}`,
 * the timestamp in seconds since the epoch, so a receiver refusing old timestamps stops replays.
 */
export function signatureHeaders(
  secret: string,
  body: string,
  now: number,
): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { [SIGNATURE_HEADER]: `sha256=${digest}`, [TIMESTAMP_HEADER]: timestamp };
}
