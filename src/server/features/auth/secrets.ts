import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, url-safe: session tokens and the codes in e-mailed links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 28 url-safe characters, the length of the hosted services' user ids. */
export function newUserId(): string {
  return randomBytes(21).toString('base64url');
}

/** Tokens are stored only as this digest, so a leaked database opens no session. */
export function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
