import { ADDRESS_REFUSED, hostnameAllowed } from './address-policy';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The server POSTs to whatever endpoint a member registers, so only push-service-like URLs are
 * accepted: https on a host whose addresses are all public (address-policy.ts). Tests and local
 * development may allow loopback over http (PUSH_ALLOW_LOOPBACK), which is how the test suite
 * runs its own receiving push service. Returns the reason when the endpoint is refused.
 * This is the early, clear answer; every send checks the address it connects to again.
 */
export async function endpointProblem(
  endpoint: string,
  allowLoopback: boolean,
): Promise<string | undefined> {
  const url = new URL(endpoint);
  if (url.username || url.password) return 'The push endpoint must not carry credentials.';
  if (allowLoopback && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.';
  const name = url.hostname.replace(/\.$/, ''); // 'localhost.' is localhost too
  if (name === 'localhost' || name.endsWith('.localhost')) return ADDRESS_REFUSED;
  if (!(await hostnameAllowed(url.hostname, allowLoopback))) return ADDRESS_REFUSED;
  return undefined;
}
