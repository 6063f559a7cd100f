import { BlockList, isIPv6 } from 'node:net';

const V4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is the IPv4 address it carries. */
function unmapped(address: string): string {
  return V4_MAPPED.exec(address)?.[1] ?? address;
}

function expandedIPv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right];
}

/**
 * The key a per-address limit counts under. An IPv6 client usually holds a whole /64 and can
 * pick any address in it, so all of a /64 counts as one address; IPv4 addresses count alone.
 */
export function addressKey(address: string): string {
  const plain = unmapped(address);
  if (!isIPv6(plain)) return plain;
  const groups = expandedIPv6Groups(plain.split('%')[0] ?? plain).slice(0, 4);
  return `${groups.map((group) => parseInt(group || '0', 16).toString(16)).join(':')}::/64`;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateRanges = new BlockList();
for (const [network, prefix] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10]] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

const family = (address: string) => (isIPv6(address) ? 'ipv6' : 'ipv4');

/** The peer is this machine (not what X-Forwarded-For claims: pass the socket's address). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = unmapped(address);
  return loopback.check(plain, family(plain));
}

/** Loopback or a private network: where a reverse proxy in front of us would connect from. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = unmapped(address);
  return isLoopback(plain) || privateRanges.check(plain, family(plain));
}
