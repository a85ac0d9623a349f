import { isIP } from 'node:net';

/**
 * The network a client address belongs to, as the OTP limits count requesters (rateLimits.ts):
 * its /24 for IPv4 (IPv4-mapped IPv6 included) and its /64 for IPv6, the blocks one household,
 * office or phone connection is handed. Anything else stands for itself.
 */
export function networkOf(address: string): string {
  const v4 = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(v4) === 4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(address) === 6) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight groups of an IPv6 address, `::` filled in, without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const middle = Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...middle, ...back].map((g) => (parseInt(g, 16) || 0).toString(16));
}
