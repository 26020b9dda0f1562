import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

/** What a per-viewer API answer carries: neither a shared cache nor the browser keeps it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Adds `Cookie` to the answer's Vary header (keeping what is there, e.g. Accept-Encoding). */
function varyOnCookie(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
}

/**
 * Behind a CDN or a shared proxy, an API answer without Cache-Control may be kept and handed to
 * the next caller: one member's feed, orders or session list (tokens, IP addresses) to another.
 * So every /api answer, Better Auth's and every error included, leaves as `private, no-store`,
 * unless its route declares itself the same for everyone (`config.sameForEveryone`; read-cache.ts
 * gives those an ETag and `no-cache`, and they never look at the session). A route's own header
 * stays only when it already keeps shared caches out (`private`, e.g. signed media, whose URL is
 * the credential); such an answer may still sit in the browser's cache, so it varies on Cookie.
 */
export const cachePolicyPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (req, reply, payload) => {
      if (!req.url.startsWith('/api/')) return payload;
      const ok = reply.statusCode < 400;
      if (ok && req.routeOptions.config?.sameForEveryone) return payload;
      const own = String(reply.getHeader('cache-control') ?? '').toLowerCase();
      if (ok && /(^|,)\s*private\s*(,|$)/.test(own) && !own.includes('no-store')) {
        varyOnCookie(reply);
        return payload;
      }
      reply.header('cache-control', PRIVATE_NO_STORE);
      return payload;
    });
  },
  { name: 'cache-policy' },
);
