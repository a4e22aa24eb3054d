import { describe, expect, it } from 'vitest';
import { hashPassword, PasswordChecker, verifyPassword } from './passwords';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores the parameters with a salted hash and verifies only the same password', async () => {
    const stored = await hashPassword('correct horse', cheap);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await hashPassword('correct horse', cheap)).not.toBe(stored);
  });

  it('uses scrypt at N=2^15, r=8, p=1 by default', async () => {
    expect(await hashPassword('x')).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('verifies against the cost recorded in the hash, not the current default', async () => {
    const stored = await hashPassword('pässword', { N: 2 ** 11, r: 4, p: 2 });
    expect(await verifyPassword('pässword', stored)).toBe(true);
  });

  it('treats the composed and decomposed forms of a character as the same password', async () => {
    const stored = await hashPassword('caf\u00e9!!', cheap);
    expect(await verifyPassword('cafe\u0301!!', stored)).toBe(true);
  });

  it('refuses malformed stored values', async () => {
    for (const stored of ['', 'bcrypt$x', 'scrypt$0$8$1$c2FsdA==$a2V5', 'scrypt$a$b$c$d$e']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('answers false for a missing account after checking a decoy hash', async () => {
    const checker = new PasswordChecker(cheap);
    expect(await checker.matches('anything', null)).toBe(false);
    expect(await checker.matches('secret1', await checker.hash('secret1'))).toBe(true);
  });
});
