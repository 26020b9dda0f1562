import fp from 'fastify-plugin';
import { HttpError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Same-origin test shared by the CSRF hook and the WebSocket upgrade. */
export function sameOriginCheck(publicUrl: string, publicUrlConfigured: boolean) {
  const configured = new URL(publicUrl).origin;
  return (origin: string | undefined, host: string, protocol: string) =>
    origin === configured || (!publicUrlConfigured && origin === `${protocol}://${host}`);
}

/**
 * State-changing API requests must come from our own pages: their Origin must be the public
 * URL's origin (or, without PUBLIC_URL, the origin the request was addressed to). Browsers
 * always send Origin on cross-site and same-origin POSTs, so a missing one is refused too.
 * Signed webhooks (e.g. Stripe) verify their own signatures and are exempt.
 */
export const csrfPlugin = fp<{
  publicUrl: string;
  publicUrlConfigured: boolean;
  exempt?: string[];
}>(
  async (app, { publicUrl, publicUrlConfigured, exempt = [] }) => {
    const isSameOrigin = sameOriginCheck(publicUrl, publicUrlConfigured);
    app.addHook('onRequest', async (req) => {
      if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
      if (exempt.some((prefix) => req.url.startsWith(prefix))) return;
      if (!isSameOrigin(req.headers.origin, req.host, req.protocol))
        throw new HttpError(
          403,
          'This request was refused because it did not come from this site.',
        );
    });
  },
  { name: 'csrf' },
);
