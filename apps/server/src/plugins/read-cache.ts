import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

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
      clear: () => entries.clear(),
      forget: (key) => void entries.delete(key),
    };
    app.decorate('readCache', cache);

    // The ETag prefix changes with every start, so a tag from an older build never matches.
    const build = randomBytes(4).toString('hex');
    app.addHook('onSend', async (req, reply, payload) => {
      if (!SAFE.has(req.method)) {
        if (reply.statusCode < 400 && ttlMs > 0) cache.clear();
        return payload;
      }
      if (!req.routeOptions.config.sameForEveryone || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const tag = `W/"${build}-${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', tag);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] !== tag) return payload;
      reply.code(304);
      return '';
    });
  },
  { name: 'read-cache' },
);
