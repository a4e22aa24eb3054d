import net from 'node:net';

const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const IPV6_RANGES: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];

const blocked = new net.BlockList();
for (const [address, prefix] of IPV4_RANGES) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of IPV6_RANGES) blocked.addSubnet(address, prefix, 'ipv6');

/** Prefixes whose last 32 bits are an IPv4 address: IPv4-mapped (::ffff:0:0/96) and NAT64. */
const EMBEDDING_IPV4 = [/^::ffff:(?:0:)?/i, /^64:ff9b::/i];

function embeddedIpv4(address: string): string | null {
  const prefix = EMBEDDING_IPV4.find((pattern) => pattern.test(address));
  if (!prefix) return null;
  const rest = address.replace(prefix, '');
  if (net.isIPv4(rest)) return rest;
  const groups = rest.split(':');
  if (groups.length !== 2 || !groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const [high, low] = groups.map((group) => parseInt(group, 16)) as [number, number];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Whether an IP address is one a user's URL must not reach: loopback, private, link-local
 * (cloud metadata at 169.254.169.254), unique-local, multicast, reserved, or any of them
 * wrapped in IPv6. Anything that is not an IP address counts as not reachable.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIPv4(bare)) return blocked.check(bare, 'ipv4');
  if (!net.isIPv6(bare)) return true;
  const inner = embeddedIpv4(bare);
  if (inner !== null) return blocked.check(inner, 'ipv4');
  return blocked.check(bare, 'ipv6');
}
