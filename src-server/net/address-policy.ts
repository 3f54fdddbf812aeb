import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to an address on a site admin's say-so (the site's own OAuth2
 * provider): only public unicast. Loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, unspecified, broadcast, multicast, unique-local and the
 * reserved ranges would let an admin make this server call what only it can reach.
 *
 * An allow-list of ipaddr.js's "unicast" range rather than a list of forbidden ones: a range
 * we did not think of is refused, not let through.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const embedded = embeddedIPv4(parsed as ipaddr.IPv6);
  if (embedded) return embedded.range() === 'unicast';
  return parsed.range() === 'unicast';
}

/**
 * The IPv4 address an IPv6 one stands for, where connecting to it reaches that IPv4 host:
 * IPv4-mapped (::ffff:127.0.0.1, ::ffff:7f00:1), IPv4-compatible (::7f00:1, which ipaddr.js
 * calls unicast), SIIT (::ffff:0:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d).
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const compatible = parts.slice(0, 6).every((part) => part === 0);
  if (!compatible && !['ipv4Mapped', 'rfc6145', 'rfc6052'].includes(address.range())) return null;
  const bytes = address.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
}
