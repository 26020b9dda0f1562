import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key under which a client address is counted by every per-address limit (sign-in throttle,
 * abuse limits, live socket cap, RTMP connections).
 *
 * One IPv6 subscriber is routinely given a whole /64 (18 quintillion addresses), so counting raw
 * IPv6 addresses would hand a script a fresh count per request. An IPv6 address therefore counts
 * as its /64, the unit a household or a server gets; IPv4 counts as itself. The key is canonical
 * (RFC 5952: lower case, no leading zeros, the longest zero run as `::`), so every spelling of the
 * same address gives the same key: `2001:DB8:0:0::1`, `2001:db8::1%eth0` and `2001:0db8::ab`
 * all count as `2001:db8::/64`. An IPv4-mapped address (`::ffff:1.2.3.4`, as a dual-stack socket
 * reports IPv4 clients) is the IPv4 address it carries.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? '').trim();
  if (isIPv4(address)) return address;
  // A zone id (fe80::1%eth0) names the receiving interface, not the client: dropped.
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address.toLowerCase() || 'unknown';
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${formatIPv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** RFC 5952 text form: hex without leading zeros, the longest run of two or more zero groups as `::`. */
function formatIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length; i += 1) {
    let j = i;
    while (j < groups.length && groups[j] === 0) j += 1;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart === -1) return hex.join(':');
  const left = hex.slice(0, bestStart).join(':');
  const right = hex.slice(bestStart + bestLength).join(':');
  return `${left}::${right}`;
}
