import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '../../../../shared/product-name';

const PERIOD_SECONDS = 30;
/** One step either side forgives a phone clock a little off, as authenticator apps expect. */
const WINDOW_STEPS = 1;

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function totpUri(secretBase32: string, label: string): string {
  return totpFor(secretBase32, label).toString();
}

/** The 30-second step the code belongs to at `now`, or null when it is not a valid code. */
export function matchingStep(secretBase32: string, code: string, now: number): number | null {
  const delta = totpFor(secretBase32, '').validate({
    token: code,
    timestamp: now,
    window: WINDOW_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** What an authenticator app shows at `now`; tests type it as a user would. */
export function totpCodeAt(secretBase32: string, now: number): string {
  return totpFor(secretBase32, '').generate({ timestamp: now });
}
