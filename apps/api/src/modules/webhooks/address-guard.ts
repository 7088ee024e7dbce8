import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard of outbound webhooks (docs/security.md#webhooks-and-ssrf): which addresses a delivery may
 * connect to. Everything that is not a public unicast address is refused: private, loopback, link-local,
 * carrier-grade NAT, multicast, reserved and documentation ranges, and in IPv6 also unique-local, IPv4-mapped,
 * IPv4-compatible, NAT64 and 6to4 addresses (which can lead back to a private IPv4 address). Hosts listed in
 * WEBHOOK_ALLOW_HOSTS (by name or address) are let through.
 */
// Two lists: a BlockList holding the IPv4-mapped range would match every IPv4 address checked against it.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo included)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked6.addSubnet(net, prefix, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 literal) is one a webhook must never reach. Not an IP at all: blocked. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 6 ? blocked6.check(address, 'ipv6') : blocked4.check(address, 'ipv4');
}

export class BlockedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockedAddressError';
  }
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

export type Resolver = (host: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** The host of a URL as it is compared with the allow-list: lower case, IPv6 without its brackets. */
export const bareHost = (url: URL): string => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

/**
 * Resolves `host` and answers the address to connect to: the first one that may be reached. An IP literal is
 * checked as it is. Throws BlockedAddressError when no address may be reached (or ENOTFOUND's error as is).
 * Connecting to exactly this address (not resolving again) is what defeats DNS rebinding.
 */
export async function resolveAllowed(
  host: string,
  allowHosts: readonly string[],
  resolver: Resolver = systemResolver,
): Promise<ResolvedTarget> {
  const hostAllowed = allowHosts.includes(host);
  const literal = isIP(host);
  const candidates: LookupAddress[] = literal ? [{ address: host, family: literal }] : await resolver(host);
  if (candidates.length === 0) throw new BlockedAddressError(`${host} has no address`);
  const usable = candidates.find((c) => hostAllowed || allowHosts.includes(c.address) || !isBlockedAddress(c.address));
  if (!usable)
    throw new BlockedAddressError(
      `${host} resolves to a private, loopback or reserved address (${candidates[0]?.address})`,
    );
  return { address: usable.address, family: usable.family === 6 ? 6 : 4 };
}
