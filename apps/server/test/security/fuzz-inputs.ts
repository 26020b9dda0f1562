// Deterministic hostile requests for the input fuzzer: the same seed always gives the same
// requests, so a failure found once can be replayed by number.
import { randomUUID } from 'node:crypto';
import type { RouteEntry } from '../../src/lib/route-table';

/** mulberry32 seeded with FNV-1a of the key (the algorithm of scripts/lib/seeded-random.mjs). */
export function seededRandom(key: string) {
  let a = 2166136261;
  for (const ch of key) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seededRandom>;

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which generators shaped it, for the failure report. */
  kinds: string[];
}

const PATH_VALUES = [
  '',
  'x',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffffff',
  'not-a-uuid',
  '%00',
  '%ff',
  '%E2%82',
  '%',
  '%25',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a%2Fb',
  "'%20or%201%3D1--",
  '%F0%9F%92%A9',
  '%E2%80%AE',
  '%C0%AF',
  'full',
  'preview',
  '9007199254740993',
  'a'.repeat(300),
];

const QUERIES = [
  '?limit=abc',
  '?limit=-1',
  '?limit=0',
  '?limit=1e999',
  '?limit=1&limit=2',
  '?limit[]=1',
  '?limit[a]=1',
  '?when=tomorrow',
  '?status=lost',
  '?q=%00',
  '?q=%',
  '?q=%E2%82',
  '?x=%ZZ',
  '?__proto__[admin]=1',
  '?constructor[prototype][admin]=1',
  `?q=${'z'.repeat(3000)}`,
  '?exp=1&sig=short',
  '?exp=abc&sig=' + 's'.repeat(40),
  '?key=' + 'k'.repeat(250),
  '?streamId=../../x&clientId=%00',
  '?offset=-5&limit=1000',
  '?=&&=&',
  '?%00=%00',
];

const FIELD_NAMES = [
  'title',
  'body',
  'tier',
  'email',
  'password',
  'lines',
  'quantity',
  'displayName',
  'streamId',
  'role',
  'eventDate',
  'visibility',
  'cardNumber',
  'expDate',
  'cvc',
  'preferences',
  'productId',
  'colour',
  'size',
  'message',
  'endpoint',
  'keys',
  'username',
  'newPassword',
  'token',
  'acceptTerms',
  'streamUrl',
  'capacity',
];

function hostileValue(r: Random, depth = 0): unknown {
  switch (r.int(depth > 2 ? 9 : 12)) {
    case 0:
      return null;
    case 1:
      return r.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31]);
    case 2:
      return r.pick([true, false]);
    case 3:
      return 'x'.repeat(r.pick([0, 1, 255, 10_000, 100_000]));
    case 4:
      return r.pick([
        '\u0000',
        'a\u0000b',
        '\uD800',
        '💩'.repeat(50),
        '\u202Egnp.exe',
        '<script>alert(1)</script>',
        "' or 1=1 --",
      ]);
    // Never a demo account's address: failed sign-ins would lock it for other test files sharing Redis.
    case 5:
      return r.pick([
        'fanplus',
        'vip',
        'admin',
        'free',
        'someone@example.org',
        '2030-01-01T00:00:00Z',
        randomUUID(),
      ]);
    case 6:
      return '';
    case 7:
      return r.pick(['12/39', '4242 4242 4242 4242', 'not-a-date', '9999-99-99T99:99:99Z']);
    case 8:
      return -0;
    case 9:
      return Array.from({ length: r.int(4) }, () => hostileValue(r, depth + 1));
    case 10:
      return hostileObject(r, depth + 1);
    default:
      return Array.from({ length: r.pick([0, 1, 500]) }, () => r.int(3));
  }
}

function hostileObject(r: Random, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = r.int(6); i >= 0; i--) out[r.pick(FIELD_NAMES)] = hostileValue(r, depth);
  return out;
}

function deepNesting(r: Random) {
  const depth = r.pick([40, 1000, 5000, 50_000]);
  return r.chance(0.5)
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '}',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '\uFEFF{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  'NaN',
  '{"a":1}{"b":2}',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  '%%%',
  'application/octet-stream',
  'image/png',
];

function fillPath(r: Random, url: string): string {
  return url
    .replace(/:[A-Za-z]+/g, () => r.pick(PATH_VALUES))
    .replace(/\*$/, () =>
      r.pick([
        '',
        'x',
        '..%2F..%2Fpackage.json',
        '%00',
        'a/b/c',
        'sign-in/email',
        'get-session',
        'does-not-exist',
        'reset-password/%00',
        '.env',
        'probe/file.txt',
      ]),
    );
}

/**
 * One hostile request against `route`. `same` is a browser-like base (origin and maybe a session
 * cookie); most requests keep it so the hostile part reaches validation and the handler.
 */
export function hostileRequest(
  r: Random,
  route: RouteEntry,
  base: Record<string, string>,
): FuzzRequest {
  const kinds: string[] = [];
  const headers: Record<string, string> = { ...base };
  // Now and then the wrong method, to exercise 404s for unknown method/URL pairs.
  const method = r.chance(0.05)
    ? r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'])
    : route.method;
  if (method !== route.method) kinds.push('method');
  let url = fillPath(r, route.url);
  if (url !== route.url) kinds.push('path');
  if (r.chance(0.35)) {
    url += r.pick(QUERIES);
    kinds.push('query');
  }
  let payload: string | Buffer | undefined;
  const sendsBody = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  if (sendsBody || r.chance(0.05)) {
    const shape = r.int(20);
    if (shape < 8) {
      payload = JSON.stringify(hostileObject(r));
      kinds.push('wrong-types');
    } else if (shape < 12) {
      payload = r.pick(MALFORMED_JSON);
      kinds.push('malformed-json');
    } else if (shape < 14) {
      payload = deepNesting(r);
      kinds.push('deep-nesting');
    } else if (shape < 15) {
      // Just over the 1 MiB body limit.
      payload = `{"title":"${'o'.repeat(1_048_576 + r.int(4096))}"}`;
      kinds.push('oversize');
    } else {
      payload = JSON.stringify(hostileObject(r));
      headers['content-type'] = r.pick(CONTENT_TYPES);
      kinds.push('content-type');
    }
    if (!headers['content-type']) headers['content-type'] = 'application/json';
  }
  if (r.chance(0.25)) {
    kinds.push('headers');
    const which = r.int(8);
    if (which === 0)
      headers.cookie = r.pick([
        'fanclub.session_token=garbage',
        `fanclub.session_token=${'a'.repeat(4000)}`,
        'fanclub.session_token=a.b.c; fanclub.session_token=d',
        '=;;=;',
        'fanclub.session_token="%00"',
      ]);
    else if (which === 1)
      headers.origin = r.pick([
        'null',
        'http://evil.example',
        'garbage',
        '',
        'http://localhost:3000.evil.example',
      ]);
    else if (which === 2) headers['user-agent'] = 'u'.repeat(8000);
    else if (which === 3)
      headers.range = r.pick([
        'bytes=abc',
        'bytes=999999999-',
        'bytes=5-1',
        'bytes=0-0,1-1,2-2',
        'bytes=-0',
      ]);
    else if (which === 4)
      headers['accept-encoding'] = r.pick(['br;q=abc', '*;q=0', 'identity;q=0', 'x'.repeat(500)]);
    else if (which === 5)
      headers['x-forwarded-for'] = r.pick([
        'not-an-ip',
        '999.999.999.999',
        '::ffff:1.2.3.4, garbage',
      ]);
    else if (which === 6) headers.accept = r.pick(['text/html', '*/*;q=abc', 'application/xml']);
    else headers['if-none-match'] = r.pick(['"x"', '*', 'W/"' + 'e'.repeat(300) + '"']);
  }
  return { method, url, headers, payload, kinds };
}

/** One field of a valid JSON body changed, dropped or added, so the request gets past parsing. */
function mutateObject(
  r: Random,
  value: Record<string, unknown>,
  depth = 0,
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  const keys = Object.keys(copy);
  const key = keys.length > 0 ? r.pick(keys) : r.pick(FIELD_NAMES);
  const current = copy[key];
  const roll = r.int(10);
  if (roll < 2 && keys.length > 0) delete copy[key];
  else if (roll < 3) copy[r.pick(FIELD_NAMES)] = hostileValue(r);
  else if (roll < 5 && Array.isArray(current) && current.length > 0 && depth < 2) {
    const items = [...(current as unknown[])];
    const i = r.int(items.length);
    const item = items[i];
    items[i] =
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? mutateObject(r, item as Record<string, unknown>, depth + 1)
        : hostileValue(r);
    if (r.chance(0.2)) items.push(...Array.from({ length: 200 }, () => items[0]));
    copy[key] = items;
  } else copy[key] = hostileValue(r);
  return copy;
}

/**
 * A valid sample request (from the authorization matrix) with one hostile change: a field, the
 * query, the multipart body or the content type. These reach deeper than random bodies do.
 */
export function mutatedSample(
  r: Random,
  method: string,
  sample: { url: string; payload?: unknown; headers?: Record<string, string> },
  base: Record<string, string>,
): FuzzRequest {
  const headers: Record<string, string> = { ...base, ...sample.headers };
  let url = sample.url;
  let payload: string | Buffer | undefined;
  const kinds = ['mutated-sample'];
  if (Buffer.isBuffer(sample.payload)) {
    // Multipart: cut short, bytes flipped, or the boundary lost.
    const bytes = Buffer.from(sample.payload);
    const roll = r.int(3);
    if (roll === 0) payload = bytes.subarray(0, r.int(bytes.length));
    else if (roll === 1) {
      for (let i = 0; i < 20; i++) bytes[r.int(bytes.length)] = r.int(256);
      payload = bytes;
    } else {
      payload = bytes;
      headers['content-type'] = 'multipart/form-data; boundary=wrong';
    }
    kinds.push('multipart');
  } else if (
    sample.payload !== undefined &&
    method !== 'GET' &&
    typeof sample.payload === 'object' &&
    sample.payload !== null
  ) {
    payload = JSON.stringify(mutateObject(r, sample.payload as Record<string, unknown>));
    headers['content-type'] ??= 'application/json';
    kinds.push('field');
  }
  if (payload === undefined || r.chance(0.3)) {
    url += (url.includes('?') ? '&' : '') + r.pick(QUERIES).slice(1);
    kinds.push('query');
  }
  return { method, url, headers, payload, kinds };
}
