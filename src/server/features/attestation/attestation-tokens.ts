import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../auth/clock';
import { sameSecret } from '../auth/secrets';

/** Long enough for a visit, short enough that a leaked token soon stops working. */
export const ATTESTATION_TOKEN_TTL_SECONDS = 3600;

/** Past this many remembered tokens, the expired ones are forgotten. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Signed tokens, `<expiry>.<nonce>.<signature>`: HMAC-SHA256 under a key derived from the
 * captcha secret, so every instance behind a load balancer accepts every other's tokens
 * (decision 059). Each is accepted once: the spent ones are remembered until they expire.
 */
export class AttestationTokens {
  private readonly key: Buffer;
  /** Spent tokens' signatures and when each would have expired anyway. */
  private readonly spent = new Map<string, number>();

  constructor(
    captchaSecret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', captchaSecret).update('tsuzuki attestation tokens').digest();
  }

  issue(): { token: string; expiresAt: number } {
    const expiresAt = this.clock.now() + ATTESTATION_TOKEN_TTL_SECONDS * 1000;
    // The nonce keeps two tokens issued in the same millisecond apart, so spending one is not
    // spending both.
    const payload = `${expiresAt}.${randomBytes(12).toString('base64url')}`;
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  /** Whether the token is this instance's, unexpired and unspent; it is spent by asking. */
  redeem(token: string): boolean {
    const [expiry, nonce, signature, ...rest] = token.split('.');
    if (!expiry || !nonce || !signature || rest.length > 0) return false;
    if (!/^\d{1,16}$/.test(expiry) || !/^[\w-]{16}$/.test(nonce)) return false;
    if (!sameSecret(signature, this.sign(`${expiry}.${nonce}`))) return false;
    const expiresAt = Number(expiry);
    if (expiresAt <= this.clock.now() || this.spent.has(signature)) return false;
    this.spent.set(signature, expiresAt);
    if (this.spent.size > SWEEP_THRESHOLD) this.forgetExpired();
    return true;
  }

  private forgetExpired(): void {
    const now = this.clock.now();
    for (const [signature, expiresAt] of this.spent) {
      if (expiresAt <= now) this.spent.delete(signature);
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
