import { createHmac } from 'node:crypto';
import type { Clock } from '../auth/clock';
import { sameSecret } from '../auth/secrets';

/** Long enough for a visit, short enough that a leaked token soon stops working. */
export const ATTESTATION_TOKEN_TTL_SECONDS = 3600;

/**
 * Stateless tokens: `<expiry>.<signature>`, HMAC-SHA256 under a key derived from the captcha
 * secret, so every instance behind a load balancer accepts every other's tokens (decision 059).
 */
export class AttestationTokens {
  private readonly key: Buffer;

  constructor(
    captchaSecret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', captchaSecret).update('tsuzuki attestation tokens').digest();
  }

  issue(): { token: string; expiresAt: number } {
    const expiresAt = this.clock.now() + ATTESTATION_TOKEN_TTL_SECONDS * 1000;
    const payload = String(expiresAt);
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  isValid(token: string): boolean {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0 || !/^\d{1,16}$/.test(payload)) return false;
    if (!sameSecret(signature, this.sign(payload))) return false;
    return Number(payload) > this.clock.now();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
