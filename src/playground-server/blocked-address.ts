import { BlockList, isIP } from 'node:net';

/**
 * Addresses the proxy never connects to unless the site declares them: loopback (the machine
 * running Quire), link-local (where clouds answer metadata requests with credentials) and the
 * metadata addresses clouds use outside that range. A declared host name resolving to one of
 * them is refused too, so a DNS answer cannot turn a declared server into the machine itself.
 */
const blocked = new BlockList();
blocked.addSubnet('127.0.0.0', 8, 'ipv4');
blocked.addSubnet('0.0.0.0', 8, 'ipv4');
blocked.addSubnet('169.254.0.0', 16, 'ipv4');
// Alibaba Cloud's metadata service.
blocked.addAddress('100.100.100.200', 'ipv4');
blocked.addAddress('::1', 'ipv6');
blocked.addAddress('::', 'ipv6');
blocked.addSubnet('fe80::', 10, 'ipv6');
// AWS's IPv6 metadata service.
blocked.addAddress('fd00:ec2::254', 'ipv6');

/** `::ffff:127.0.0.1` is 127.0.0.1. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether an IP address is loopback, link-local, unspecified or a cloud metadata address. */
export function isBlockedAddress(address: string): boolean {
  const plain = unmapped(address.replace(/^\[|\]$/g, ''));
  const family = isIP(plain);
  if (!family) return false;
  return blocked.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** A host the site names itself as one of those addresses (`localhost`, `127.0.0.1`): then it may be called. */
export function namesBlockedAddress(hostname: string): boolean {
  return /^localhost\.?$/i.test(hostname) || /\.localhost\.?$/i.test(hostname) || isBlockedAddress(hostname);
}
