import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: reset and confirmation tokens, URL signatures, OAuth codes. */
const SECRET_PARAMS = new Set(['token', 'sig', 'signature', 'code', 'state', 'key', 'secret']);

/** Path segments that are credentials: Better Auth's reset link, the HLS token (/live/<id>/<token>/). */
const SECRET_SEGMENTS: RegExp[] = [
  /^(\/api\/auth\/reset-password\/)[^/?]+/,
  /^(\/live\/[^/?]+\/)[^/?]+/,
];

/**
 * A request URL as it may appear in the log: anyone who can read the log must not be able to
 * reset a password, confirm an address or play a paid stream with what they read there.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at === -1 ? url : url.slice(0, at);
  for (const segment of SECRET_SEGMENTS) path = path.replace(segment, '$1[redacted]');
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; it names no secret parameter.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request log fields, with the URL redacted. */
export function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
