import { randomInt } from 'node:crypto';

/** No 0/O or 1/l/I, so a code copied by hand from paper still matches. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP_LENGTH = 5;
export const RECOVERY_CODE_COUNT = 10;

function group(): string {
  return Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten codes like `k7mqp-x3hrd`: about 49 bits each, shown once and stored hashed. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** Spaces, hyphens and case do not matter when a code is typed back. */
export function normaliseRecoveryCode(text: string): string {
  return text.replace(/[\s-]/g, '').toLowerCase();
}

export function looksLikeTotpCode(text: string): boolean {
  return /^\d{6}$/.test(text.replace(/\s/g, ''));
}
