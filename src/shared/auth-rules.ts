import { z } from 'zod';

/** Spec §5 and §9: the default password policy's minimum. */
export const MIN_PASSWORD_LENGTH = 6;
/** Hashing cost grows with the input; nobody types a longer password. */
export const MAX_PASSWORD_LENGTH = 1024;
/** RFC 5321's limit for a whole address. */
export const MAX_EMAIL_LENGTH = 320;

const emailFormat = z.email().max(MAX_EMAIL_LENGTH);

/** Addresses are compared and stored trimmed and lower-cased, as hosted auth services do. */
export function normaliseEmail(text: string): string {
  return text.trim().toLowerCase();
}

export function isValidEmail(text: string): boolean {
  return emailFormat.safeParse(normaliseEmail(text)).success;
}

/** Counted in characters as people see them, not UTF-16 units. */
export function isLongEnoughPassword(password: string): boolean {
  return [...password].length >= MIN_PASSWORD_LENGTH;
}
