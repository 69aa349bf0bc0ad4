import net from 'node:net';

/**
 * Who a request comes from, for every per-requester limit: an IPv4 address, or the /64 network
 * of an IPv6 address. One IPv6 subscriber usually holds a whole /64 (2^64 addresses), so counting
 * single IPv6 addresses would let one client dodge every limit by changing its last bits.
 * IPv4-mapped IPv6 addresses (::ffff:1.2.3.4, what a dual-stack socket reports) count as IPv4.
 * @param ip - the client address (req.ip: the socket's, or the trusted proxy's header)
 * @returns e.g. "203.0.113.7" or "2001:db8:0:12::/64"
 */
export function requesterOf(ip: string): string {
  const address = ip.replace(/%.*$/, '').trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  const groups = expandIpv6(address);
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The eight 16-bit groups of a valid IPv6 address, with "::" and a trailing IPv4 part expanded.
 * @param address - a valid IPv6 address, without zone
 * @returns eight hex groups
 */
function expandIpv6(address: string): string[] {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}
