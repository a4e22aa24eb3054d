import type { RateLimit } from '../../lib/rate-limits/rate-limit';
import { enforceLimits } from '../auth/auth-limits';

/** Enough of a secret to tell two callers' tokens apart, far too little to help a guess. */
const PREFIX_CHARS = 12;

/**
 * Wrong secrets in the address (scrobble URLs) or the Authorization header (access tokens),
 * counted per client address and token prefix together, and per address (decision 317). Only
 * the pair is checked before the look-up, so a flood of wrong secrets from an address never
 * turns away a right one from the same address (a media server, a script behind the same
 * proxy): a right secret is always looked up, and a wrong one gets 429 instead of its
 * refusal once either count is spent.
 */
export class WrongCredentials {
  constructor(
    private readonly limit: RateLimit,
    private readonly message: string,
  ) {}

  private keysOf(address: string, secret: string): [string, string] {
    return [`${address} ${secret.slice(0, PREFIX_CHARS)}`, address];
  }

  /** Before the look-up: refused when this address sent this prefix wrong too often. */
  async check(address: string, secret: string): Promise<void> {
    const [pair] = this.keysOf(address, secret);
    await enforceLimits([[this.limit, pair]], this.message);
  }

  /** After a wrong secret: counted, then 429 when the pair or the address is spent. */
  async failed(address: string, secret: string): Promise<void> {
    const keys = this.keysOf(address, secret);
    await Promise.all(keys.map((key) => this.limit.record(key)));
    await enforceLimits(
      keys.map((key): [RateLimit, string] => [this.limit, key]),
      this.message,
    );
  }
}
