import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * IPv6 ranges whose last 32 bits are the IPv4 address the packet really goes to: IPv4-mapped,
 * SIIT (RFC 6145) and NAT64 (RFC 6052). ipaddr.js names them; their IPv4 is checked instead.
 */
const CARRYING_IPV4 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052']);

/** IPv4-compatible addresses (::a.b.c.d, deprecated by RFC 4291): ipaddr.js calls them unicast. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
/** Global unicast (RFC 4291): the IANA registry allocates nothing routable outside it. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

function lastIpv4Of(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
}

function refusesIpv4(address: ipaddr.IPv4): boolean {
  return address.range() !== 'unicast';
}

/**
 * Whether an IPv6 address is one a user's URL must not reach. 6to4 (2002::/16) and Teredo
 * (2001::/32) are refused whole, like every other range ipaddr.js names from IANA's registry:
 * their relays forward to IPv4 addresses a name server can choose (decision 315).
 */
function refusesIpv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  if (CARRYING_IPV4.has(range) || address.match(IPV4_COMPATIBLE)) {
    return refusesIpv4(lastIpv4Of(address));
  }
  return range !== 'unicast' || !address.match(GLOBAL_UNICAST);
}

/**
 * Whether an IP address is one a user's URL must not reach: any address in a special-purpose
 * range (loopback, private, link-local with the cloud metadata at 169.254.169.254, shared,
 * documentation, benchmarking, multicast, reserved…), taken from ipaddr.js's `range()` names,
 * or one of them wrapped in IPv6. Anything that is not an IP address counts as not reachable.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(bare);
  if (family === 4) return refusesIpv4(ipaddr.IPv4.parse(bare));
  if (family === 6) return refusesIpv6(ipaddr.IPv6.parse(bare));
  return true;
}
