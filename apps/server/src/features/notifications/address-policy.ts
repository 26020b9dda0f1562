import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';

/**
 * Which IP addresses the server may POST push messages to: public unicast only. Checked on the
 * address actually connected to (see pinnedLookup), not on the URL's text, so IPv4-mapped IPv6
 * (::ffff:7f00:1), the unspecified address (::, 0.0.0.0) and names that resolve inside the
 * network are all refused.
 */

type Cidr4 = [number, number];
const v4 = (a: number, b: number, c: number, d: number) =>
  ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

// Special-purpose IPv4 ranges (RFC 6890 and friends): none is a push service.
const NOT_PUBLIC_V4: Cidr4[] = [
  [v4(0, 0, 0, 0), 8], // "this network", 0.0.0.0
  [v4(10, 0, 0, 0), 8],
  [v4(100, 64, 0, 0), 10], // CGNAT
  [v4(127, 0, 0, 0), 8],
  [v4(169, 254, 0, 0), 16], // link-local, cloud metadata
  [v4(172, 16, 0, 0), 12],
  [v4(192, 0, 0, 0), 24],
  [v4(192, 0, 2, 0), 24],
  [v4(192, 88, 99, 0), 24],
  [v4(192, 168, 0, 0), 16],
  [v4(198, 18, 0, 0), 15],
  [v4(198, 51, 100, 0), 24],
  [v4(203, 0, 113, 0), 24],
  [v4(224, 0, 0, 0), 4], // multicast
  [v4(240, 0, 0, 0), 4], // reserved, broadcast
];
const LOOPBACK_V4: Cidr4 = [v4(127, 0, 0, 0), 8];

const inCidr = (ip: number, [base, bits]: Cidr4) =>
  bits === 0 || ip >>> (32 - bits) === base >>> (32 - bits);

function parseV4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  const [a, b, c, d] = parts.map(Number) as [number, number, number, number];
  return v4(a, b, c, d);
}

/** Eight 16-bit words, or null. Accepts '::' compression and a trailing dotted quad. */
function parseV6(text: string): number[] | null {
  let body = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    const ip = parseV4(dotted[1]!);
    if (ip === null) return null;
    tail.push(ip >>> 16, ip & 0xffff);
    body = body.slice(0, -dotted[1]!.length);
    if (body.endsWith(':') && !body.endsWith('::')) body = body.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const words = (part: string) =>
    part === ''
      ? []
      : part.split(':').map((w) => (/^[0-9a-f]{1,4}$/i.test(w) ? parseInt(w, 16) : NaN));
  const head = words(halves[0]!);
  const rest = halves.length === 2 ? [...words(halves[1]!), ...tail] : [];
  const all =
    halves.length === 2
      ? [...head, ...Array(8 - head.length - rest.length).fill(0), ...rest]
      : [...head, ...tail];
  if (all.length !== 8 || all.some((w) => Number.isNaN(w))) return null;
  return all as number[];
}

const embeddedV4 = (w: number[], at: number) => ((w[at]! << 16) | w[at + 1]!) >>> 0;

function v4Allowed(ip: number, allowLoopback: boolean): boolean {
  if (allowLoopback && inCidr(ip, LOOPBACK_V4)) return true;
  return !NOT_PUBLIC_V4.some((range) => inCidr(ip, range));
}

function v6Allowed(w: number[], allowLoopback: boolean): boolean {
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d): judged by the IPv4 address inside.
  if (zeros(0, 5) && w[5] === 0xffff) return v4Allowed(embeddedV4(w, 6), allowLoopback);
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return v4Allowed(embeddedV4(w, 6), false);
  if (zeros(0, 7) && w[7] === 1) return allowLoopback; // ::1
  // 6to4 carries an IPv4 address in words 1-2.
  if (w[0] === 0x2002) return v4Allowed(embeddedV4(w, 1), false);
  // Global unicast is 2000::/3; everything else (::, ULA fc00::/7, link-local fe80::/10, multicast ff00::/8) is not.
  if ((w[0]! & 0xe000) !== 0x2000) return false;
  // Documentation (2001:db8::/32) and the IETF protocol block incl. Teredo (2001::/23).
  if (w[0] === 0x2001 && (w[1] === 0xdb8 || w[1]! < 0x200)) return false;
  return true;
}

/** True when `address` (an IP literal, brackets and zone allowed) may be sent push messages. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const kind = isIP(ip);
  if (kind === 4) return v4Allowed(parseV4(ip)!, allowLoopback);
  if (kind === 6) {
    const words = parseV6(ip);
    return words !== null && v6Allowed(words, allowLoopback);
  }
  return false;
}

export const ADDRESS_REFUSED = 'The push endpoint must be a public push service.';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request: resolves the name once, refuses the connection unless every
 * address is public, and hands exactly those addresses to the socket. The address checked is
 * the address connected to, so DNS rebinding between a check and the connect cannot happen.
 */
export function pinnedLookup(allowLoopback: boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: LookupCallback,
  ) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, []);
      if (
        addresses.length === 0 ||
        addresses.some((a) => !addressAllowed(a.address, allowLoopback))
      ) {
        return callback(
          Object.assign(new Error(`${hostname} does not resolve to a public address`), {
            code: 'EPUSHADDRESS',
          }),
          [],
        );
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

/** Resolves `hostname` and says whether every address is allowed; unresolvable names pass (sends are checked again). */
export async function hostnameAllowed(hostname: string, allowLoopback: boolean): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return addressAllowed(host, allowLoopback);
  const addresses = await new Promise<LookupAddress[] | null>((resolve) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, found) => resolve(err ? null : found)),
  );
  return addresses === null || addresses.every((a) => addressAllowed(a.address, allowLoopback));
}
