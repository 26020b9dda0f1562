import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Private, loopback and link-local address literals: never a real push service. */
function isPrivateAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const kind = isIP(host);
  if (kind === 4)
    return /^(0\.|10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(host);
  if (kind === 6) return host === '::1' || /^(fc|fd|fe80)/i.test(host);
  return false;
}

/**
 * The server POSTs to whatever endpoint a member registers, so only push-service-like URLs are
 * accepted: https on a public host. Tests and local development may allow loopback over http
 * (PUSH_ALLOW_LOOPBACK), which is how the test suite runs its own receiving push service.
 * Returns the reason when the endpoint is refused.
 */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | undefined {
  const url = new URL(endpoint);
  if (allowLoopback && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.';
  if (isPrivateAddress(url.hostname)) return 'The push endpoint must be a public push service.';
  if (url.username || url.password) return 'The push endpoint must not carry credentials.';
  return undefined;
}
