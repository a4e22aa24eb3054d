import net from 'node:net';
import { z } from 'zod';

/** No proxy, this many proxies in front, or these proxies' addresses and ranges. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (the default), a number of proxy hops in front (`true` means one), or
 * a comma-separated list of the proxies' addresses and CIDR ranges. Trusting every hop would let
 * any client name its own address in X-Forwarded-For and so slip past the per-address limits.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = (value ?? '').toLowerCase();
    if (['', 'false', 'no', '0'].includes(text)) return false;
    if (['true', 'yes'].includes(text)) return { hops: 1 };
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= MAX_HOPS) return { hops };
    } else {
      const addresses = text.split(',').map((entry) => entry.trim());
      if (addresses.every(isAddressOrRange)) return { addresses };
    }
    context.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies in front (1 to ${MAX_HOPS}), or a comma-separated list of the proxies' addresses or CIDR ranges`,
    });
    return z.NEVER;
  });

/**
 * The setting as Fastify's `trustProxy` option. Fastify refuses bare hop counts (it cannot tell
 * whether the nearest hop is a proxy), so hops become a function trusting the nearest `hops`
 * addresses: right only when the server can be reached through the proxies alone.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('addresses' in setting) return setting.addresses;
  return (_address, hop) => hop < setting.hops;
}
