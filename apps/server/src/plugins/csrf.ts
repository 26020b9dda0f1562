import fp from 'fastify-plugin';
import { HttpError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Same-origin test shared by the CSRF hook and the WebSocket upgrade: the Origin must be one of
 * the configured origins (lib/trusted-origins.ts), never judged against the request's own Host.
 */
export function sameOriginCheck(trusted: readonly string[]) {
  const allowed = new Set(trusted);
  return (origin: string | undefined) => origin !== undefined && allowed.has(origin);
}

/**
 * State-changing API requests must come from our own pages: their Origin must be one of the
 * trusted origins (PUBLIC_URL's; without it, the default one and its loopback aliases). Browsers
 * always send Origin on cross-site and same-origin POSTs, so a missing one is refused too.
 * Signed webhooks (e.g. Stripe) verify their own signatures and are exempt.
 */
export const csrfPlugin = fp<{
  trustedOrigins: readonly string[];
  exempt?: string[];
}>(
  async (app, { trustedOrigins, exempt = [] }) => {
    const isSameOrigin = sameOriginCheck(trustedOrigins);
    app.addHook('onRequest', async (req) => {
      if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
      if (exempt.some((prefix) => req.url.startsWith(prefix))) return;
      if (!isSameOrigin(req.headers.origin))
        throw new HttpError(
          403,
          'This request was refused because it did not come from this site.',
        );
    });
  },
  { name: 'csrf' },
);
