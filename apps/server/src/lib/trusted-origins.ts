import type { Config } from '../config';

/** Vite's dev server, which proxies /api to us during `NODE_ENV=development` work on the web app. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';
/** Names of this machine that all reach a server listening on the loopback interface. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins our own pages are served from: the only ones allowed to send state-changing
 * requests, open the live socket, or appear in an auth redirect (callbackURL, redirectTo).
 *
 * Taken from configuration only, never from the request's own Host: a forged Host would
 * otherwise trust itself and put the attacker's origin into a mailed reset link. With PUBLIC_URL
 * set, that origin alone. Without it, the default origin and its loopback aliases on the same
 * port, so http://127.0.0.1:3000 works as well as http://localhost:3000; any other address
 * (a LAN IP, a proxy's name) needs PUBLIC_URL. Development adds Vite's dev server.
 */
export function trustedOrigins(
  config: Pick<Config, 'publicUrl' | 'publicUrlConfigured' | 'env'>,
): string[] {
  const url = new URL(config.publicUrl);
  const origins = [url.origin];
  if (!config.publicUrlConfigured) {
    const port = url.port ? `:${url.port}` : '';
    for (const host of LOOPBACK_HOSTS) origins.push(`${url.protocol}//${host}${port}`);
  }
  if (config.env === 'development') origins.push(VITE_DEV_ORIGIN);
  return [...new Set(origins)];
}
