import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /**
     * The answer is the same for every caller: the session is not looked up (request.viewer
     * stays null) and the body gets an ETag, so a browser revalidates instead of downloading.
     */
    sameForEveryone?: boolean;
  }
}

export interface ReadCache {
  /** The value under `key`, loaded once (however many requests ask at the same moment) and kept for ttlMs. */
  get<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
  /** Forgets everything: the next read loads fresh rows. */
  clear(): void;
  /** Forgets one entry. */
  forget(key: string): void;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_ENTRIES = 10_000;

/**
 * Public catalogue reads (events, products, posts, the artist) are read far more often than
 * they change, so this process keeps them in memory. Any successful write request through this
 * process clears the cache before its response leaves, so the writer (and everyone after) reads
 * fresh rows; writes made elsewhere (another process, a timer) show within ttlMs.
 */
export const readCachePlugin = fp<{ ttlMs: number }>(
  async (app, { ttlMs }) => {
    const entries = new Map<string, { value: Promise<unknown>; until: number }>();
    // Same-for-everyone answers are also kept whole (by URL), so a repeat skips the handler and
    // the response serialisation, which cost more than reading the cached rows.
    const pages = new Map<
      string,
      { payload: string; tag: string; cacheControl: string; until: number }
    >();
    // A page is kept only if no write cleared the cache while it was being made.
    let generation = 0;
    const startedAt = new WeakMap<object, number>();
    const cache: ReadCache = {
      get<T>(key: string, load: () => Promise<T>, entryTtlMs = ttlMs): Promise<T> {
        const hit = entries.get(key);
        if (hit && Date.now() < hit.until) return hit.value as Promise<T>;
        // Expired entries are only replaced, never swept; a full map is simply emptied.
        if (entries.size >= MAX_ENTRIES) entries.clear();
        const value = load();
        const entry = { value, until: Date.now() + entryTtlMs };
        entries.set(key, entry);
        // A failed load is not remembered; the next request tries again.
        value.catch(() => entries.get(key) === entry && entries.delete(key));
        return value;
      },
      clear: () => {
        entries.clear();
        pages.clear();
        generation += 1;
      },
      forget: (key) => void entries.delete(key),
    };
    app.decorate('readCache', cache);

    // The ETag prefix changes with every start, so a tag from an older build never matches.
    const build = randomBytes(4).toString('hex');
    const fromPages = new WeakSet<object>();
    const notModified = (req: FastifyRequest, reply: FastifyReply, tag: string) => {
      reply.header('etag', tag);
      if (req.headers['if-none-match'] !== tag) return false;
      reply.code(304);
      return true;
    };

    app.addHook('preHandler', async (req, reply) => {
      if (req.method !== 'GET' || !req.routeOptions.config.sameForEveryone) return;
      const page = pages.get(req.url);
      if (!page || Date.now() >= page.until) {
        startedAt.set(req, generation);
        return;
      }
      fromPages.add(req);
      reply.header('cache-control', page.cacheControl);
      if (notModified(req, reply, page.tag)) return reply.send('');
      return reply.type('application/json; charset=utf-8').send(page.payload);
    });

    app.addHook('onSend', async (req, reply, payload) => {
      if (!SAFE.has(req.method)) {
        if (reply.statusCode < 400) cache.clear();
        return payload;
      }
      if (
        fromPages.has(req) ||
        !req.routeOptions.config.sameForEveryone ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      )
        return payload;
      const tag = `W/"${build}-${createHash('sha1').update(payload).digest('base64url')}"`;
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
      const cacheControl = String(reply.getHeader('cache-control'));
      // no-store (e.g. the live viewer count) means: do not keep it here either.
      if (startedAt.get(req) === generation && !cacheControl.includes('no-store')) {
        if (pages.size >= MAX_ENTRIES) pages.clear();
        pages.set(req.url, { payload, tag, cacheControl, until: Date.now() + ttlMs });
      }
      return notModified(req, reply, tag) ? '' : payload;
    });
  },
  { name: 'read-cache' },
);
