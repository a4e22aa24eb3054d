import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  /** CPU and memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** About 150 ms and 32 MiB per hash on the reference two-core machine (decision 051). */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is exactly that at N=2^15.
    maxmem: 256 * cost.N * cost.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so the cost can rise later. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = DEFAULT_SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

function parseStored(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !n || !r || !p || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) {
    return null;
  }
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * Checks a password against the account's hash, or against a throw-away hash when there is
 * no account, so the answer takes as long either way and timing does not reveal addresses.
 */
export class PasswordChecker {
  private readonly decoyHash: Promise<string>;

  constructor(private readonly cost: ScryptCost = DEFAULT_SCRYPT_COST) {
    this.decoyHash = hashPassword(randomBytes(16).toString('hex'), cost);
  }

  hash(password: string): Promise<string> {
    return hashPassword(password, this.cost);
  }

  async matches(password: string, stored: string | null | undefined): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    await verifyPassword(password, await this.decoyHash);
    return false;
  }
}
