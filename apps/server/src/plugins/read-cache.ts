import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../lib/i18n/request-locale';

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
    /**
     * A write that changes nothing kept under these key prefixes leaves those entries when it
     * clears the cache: a comment changes no session, so the viewer lookups (auth.ts) stay, and
     * the next request does not read its session again for every comment posted anywhere.
     */
    keepsCached?: readonly string[];
    /**
     * The answer is in the reader's language (issue 34): it is sent with `Vary: Accept-Language`
     * and a kept page is kept per language.
     */
    variesByLanguage?: boolean;
  }
}

export interface ReadCache {
  /** The value under `key`, loaded once (however many requests ask at the same moment) and kept for ttlMs. */
  get<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
  /** Forgets everything (but entries under `keep`'s key prefixes): the next read loads fresh rows. */
  clear(keep?: readonly string[]): void;
  /** Forgets one entry. */
  forget(key: string): void;
  /** How much is kept right now (tests and diagnostics). */
  stats(): { entries: number; pages: number; pageBytes: number };
}

interface Page {
  payload: string;
  tag: string;
  cacheControl: string;
  until: number;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Loaded values (rows, viewer lookups); past it the oldest entry makes room. */
const MAX_ENTRIES = 5_000;
/** Kept pages, all together; past it the oldest pages make room (a page is a whole JSON answer). */
const MAX_PAGE_BYTES = 32 * 1_048_576;
/** Longer keys are kept as their hash: a viewer key holds a whole Cookie header (up to 16 KB). */
const LONG_KEY = 200;

/** A hashed key keeps its prefix (up to the first ':'), so clear(keep) still knows it. */
const hashed = (key: string) =>
  key.length <= LONG_KEY
    ? key
    : `${key.slice(0, key.indexOf(':') + 1).slice(0, 40)}sha256:${createHash('sha256').update(key).digest('base64url')}`;

/** Object entries in name order, so `?a=1&b=2` and `?b=2&a=1` name the same page. */
const canonical = (value: unknown) =>
  JSON.stringify(
    Object.entries((value ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    ),
  );

/**
 * A page's key: the route pattern, its params, and its query as the route's schema validated it
 * (defaults filled in, unknown parameters dropped). A route without a query schema reads no query,
 * so its query is no part of the key. Random query strings therefore all land on one page.
 */
export function pageKey(req: FastifyRequest): string {
  const { url, schema, config } = req.routeOptions;
  const page = `${url ?? ''} ${canonical(req.params)} ${schema?.querystring ? canonical(req.query) : ''}`;
  return config.variesByLanguage ? `${page} ${requestLocale(req)}` : page;
}

/**
 * Public catalogue reads (events, products, posts, the artist) are read far more often than
 * they change, so this process keeps them in memory. Any successful write request through this
 * process clears the cache before its response leaves, so the writer (and everyone after) reads
 * fresh rows; writes made elsewhere (another process, a timer) show within ttlMs.
 */
export const readCachePlugin = fp<{ ttlMs: number }>(
  async (app, { ttlMs }) => {
    const entries = new Map<string, { value: Promise<unknown>; until: number }>();
    // Same-for-everyone answers are also kept whole (by pageKey), so a repeat skips the handler
    // and the response serialisation, which cost more than reading the cached rows.
    const pages = new Map<string, Page>();
    let pageBytes = 0;
    const dropPage = (key: string) => {
      const page = pages.get(key);
      if (!page) return;
      pageBytes -= Buffer.byteLength(page.payload);
      pages.delete(key);
    };
    const keepPage = (key: string, page: Page) => {
      const size = Buffer.byteLength(page.payload);
      dropPage(key);
      if (size > MAX_PAGE_BYTES) return;
      for (const oldest of pages.keys()) {
        if (pageBytes + size <= MAX_PAGE_BYTES) break;
        dropPage(oldest);
      }
      pages.set(key, page);
      pageBytes += size;
    };
    // A page is kept only if no write cleared the cache while it was being made.
    let generation = 0;
    const startedAt = new WeakMap<object, number>();
    const cache: ReadCache = {
      get<T>(name: string, load: () => Promise<T>, entryTtlMs = ttlMs): Promise<T> {
        const key = hashed(name);
        const hit = entries.get(key);
        if (hit && Date.now() < hit.until) return hit.value as Promise<T>;
        // Map order is insertion order: the first key is the oldest.
        if (!hit && entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        // Resolved here, once: a query builder is a thenable that runs its query again each time
        // it is awaited, so keeping it would cache nothing.
        const value = Promise.resolve(load());
        const entry = { value, until: Date.now() + entryTtlMs };
        entries.set(key, entry);
        // A failed load is not remembered; the next request tries again.
        value.catch(() => entries.get(key) === entry && entries.delete(key));
        return value;
      },
      clear: (keep) => {
        if (!keep?.length) entries.clear();
        else
          for (const key of entries.keys())
            if (!keep.some((prefix) => key.startsWith(prefix))) entries.delete(key);
        pages.clear();
        pageBytes = 0;
        generation += 1;
      },
      forget: (key) => void entries.delete(hashed(key)),
      stats: () => ({ entries: entries.size, pages: pages.size, pageBytes }),
    };
    app.decorate('readCache', cache);

    // Expired entries would otherwise stay until their key is asked for again (or forever).
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [key, entry] of entries) if (now >= entry.until) entries.delete(key);
      for (const [key, page] of pages) if (now >= page.until) dropPage(key);
    }, ttlMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

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
      if (req.routeOptions.config.variesByLanguage) reply.header('vary', 'Accept-Language');
      if (req.method !== 'GET' || !req.routeOptions.config.sameForEveryone) return;
      const page = pages.get(pageKey(req));
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
        if (reply.statusCode < 400) cache.clear(req.routeOptions.config.keepsCached);
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
      if (startedAt.get(req) === generation && !cacheControl.includes('no-store'))
        keepPage(pageKey(req), { payload, tag, cacheControl, until: Date.now() + ttlMs });
      return notModified(req, reply, tag) ? '' : payload;
    });
  },
  { name: 'read-cache' },
);
