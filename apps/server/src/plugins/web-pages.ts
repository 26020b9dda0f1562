// Server-rendered HTML for the public screens (docs/decisions/011-server-rendered-public-screens.md):
// the web app's SSR build renders the screen with its data read from this app through inject()
// (no HTTP round trip, the viewer's cookie carried), so the first paint needs no JavaScript.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../lib/i18n/request-locale';
import { staticImportFiles } from '@fanclub/shared/vite-manifest';
import type { ViteManifest } from '@fanclub/shared/vite-manifest';

/**
 * The screens rendered on the server, with their code's module in the web build (its chunks are
 * preloaded when the app starts, before it hydrates); every other path gets the SPA shell.
 * /login's fields stay read-only until it has hydrated (lib/use-hydrated.ts): React would reset
 * what was typed into them before.
 */
const SCREEN_MODULES: Record<string, string> = {
  '/': 'src/features/landing/routes/landing-screen.tsx',
  '/login': 'src/features/auth/routes/login-screen.tsx',
  '/dashboard': 'src/features/home/routes/dashboard-screen.tsx',
  '/music': 'src/features/music/routes/music-screen.tsx',
  '/shop-list': 'src/features/shop/routes/shop-list-screen.tsx',
  '/events': 'src/features/events/routes/events-screen.tsx',
  '/subscribe': 'src/features/subscriptions/routes/subscribe-screen.tsx',
  // The club's feed (issue 29) with features/home's sections, put together by the app layer.
  '/home': 'src/app/routes/home-feed-screen.tsx',
};
export const SERVER_RENDERED_PATHS = new Set(Object.keys(SCREEN_MODULES));

/** Each screen's chunks (with the chunks they import) from the Vite manifest; none without one. */
function screenChunks(distDir: string): Map<string, string[]> {
  const chunks = new Map<string, string[]>();
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return chunks;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  for (const [path, key] of Object.entries(SCREEN_MODULES)) {
    chunks.set(
      path,
      [...staticImportFiles(manifest, key)].map((file) => `/${file}`),
    );
  }
  return chunks;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">\s*/g;

/**
 * The page template for a server-rendered screen: the app's entry and its module preloads leave
 * <head>, and public/boot.js starts the app once the page has painted, preloading the entry's and
 * the screen's chunks then (docs/decisions/012-hydrate-after-first-paint.md). Fetched in <head>,
 * that code held back the LCP picture on a throttled phone. Unchanged if the template has no
 * built entry (a development template).
 */
export function deferAppStart(template: string, screenFiles: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloaded = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const chunks = [...new Set([...preloaded, ...screenFiles])].filter((file) => file !== entry);
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      () =>
        `<script src="/boot.js" data-entry="${entry}" data-preload="${chunks.join(' ')}" defer></script></body>`,
    );
}

/**
 * Pages are sent from the not-found handler, which @fastify/compress's per-route hooks do not
 * reach, so they are compressed here: the dashboard's 45 KB of HTML is about 9 KB. Brotli at a
 * low quality costs about a millisecond for a page; gzip for clients without it.
 */
function compressFor(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (html.length < 1024) return html;
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}

/** Signed-out HTML: a CDN may keep it a minute and serve it stale while it refreshes. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** HTML made with a session's data must never be stored by anyone. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/**
 * The SPA's #root, empty or holding the app-shell splash between <!--splash--> markers (painted
 * while a client-rendered screen loads); a server-rendered page replaces both with its HTML.
 */
const ROOT = /<div id="root">(?:<!--splash-->[\s\S]*?<!--\/splash-->)?<\/div>/;

type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      body: string;
      personal: boolean;
      locale: string;
      namespaces: string[];
    };

interface ServerEntry {
  render(request: Request, fetch: typeof globalThis.fetch): Promise<RenderResult>;
}

export interface PageRenderer {
  /** Answers the request with a rendered page; false when the caller should send the SPA shell. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** A fetch that answers from `app` itself, as the viewer of `request` (same cookie, same address). */
function fetchThroughApp(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? input.pathname + input.search
          : input.url;
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        // The page's language (the member's setting, else the browser's), which is also what the
        // routes that read no session (the shop) answer in: the same as the browser will ask.
        'accept-language': requestLocale(request),
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(request.headers.host ? { host: request.headers.host } : {}),
      },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A <link rel=preload> for the page's LCP picture (the first <img fetchpriority=high>), so the
 * browser requests it while still reading <head>. Inside a <picture> the first <source> is
 * what a current browser picks (AVIF), so that one is preloaded with its type. Attribute values
 * come from React's markup, already escaped.
 */
export function lcpPreload(body: string): string {
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(body);
  if (!img) return '';
  const before = body.slice(0, img.index);
  const pictureAt = before.lastIndexOf('<picture');
  const inPicture = pictureAt > before.lastIndexOf('</picture>');
  const source = inPicture ? /<source\b[^>]*>/i.exec(before.slice(pictureAt))?.[0] : undefined;
  const from = source ?? img[0];
  const srcset = attribute(from, 'srcset');
  const sizes = attribute(from, 'sizes');
  const type = source ? attribute(source, 'type') : undefined;
  const href = attribute(img[0], 'src');
  if (!srcset && !href) return '';
  return (
    '<link rel="preload" as="image" fetchpriority="high"' +
    (srcset ? ` imagesrcset="${srcset}"` : ` href="${href}"`) +
    (srcset && sizes ? ` imagesizes="${sizes}"` : '') +
    (type ? ` type="${type}"` : '') +
    '>'
  );
}

const HTML_TAG = /<html\b[^>]*>/i;
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const NAMESPACE_NAME = /^[a-z][A-Za-z0-9-]*$/;

/**
 * The page's <html> in its language, naming the namespaces its texts came from: the browser loads
 * those before hydrating, so the first paint and the hydrated page say the same.
 */
export function htmlTag(locale: string, namespaces: readonly string[]): string {
  const lang = LANGUAGE_TAG.test(locale) ? locale : 'en';
  const names = namespaces.filter((name) => NAMESPACE_NAME.test(name)).join(' ');
  return `<html lang="${lang}" data-i18n="${names}">`;
}

/** Strong ETag from the bytes: the same page gives the same tag in every process and deploy. */
export function contentTag(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

/**
 * Loads the SSR build next to the web build (`dist-ssr/entry-server.js`); null when it is
 * missing (tests without a build, an old build), and the SPA shell is served as before.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<PageRenderer | null> {
  const entryFile = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  if (!ROOT.test(template)) {
    app.log.warn(
      'index.html has no #root (empty or with the splash); pages are not server-rendered.',
    );
    return null;
  }
  // Loaded in the background (a big module: awaiting it here could outlast the plugin start-up
  // timeout on a busy machine); the first page request waits for it.
  const entryLoad = import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
  entryLoad.catch((error: unknown) =>
    app.log.error({ err: error }, 'The SSR build failed to load; serving the SPA shell.'),
  );
  const chunks = screenChunks(distDir);
  const templates = new Map(
    [...SERVER_RENDERED_PATHS].map((path) => [
      path,
      deferAppStart(template, chunks.get(path) ?? []),
    ]),
  );

  return {
    async send(request, reply) {
      const path = request.url.split('?')[0] ?? '/';
      if (!SERVER_RENDERED_PATHS.has(path)) return false;
      let result: RenderResult;
      try {
        const entry = await entryLoad;
        const url = new URL(request.url, 'http://localhost');
        // The language comes from the member's setting, else this header (ADR 041).
        const acceptLanguage = request.headers['accept-language'];
        result = await entry.render(
          new Request(
            url,
            acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {},
          ),
          fetchThroughApp(app, request),
        );
      } catch (error) {
        // A screen that cannot render on the server still works in the browser.
        request.log.error({ err: error, path }, 'Server render failed; sending the SPA shell.');
        return false;
      }
      if (result.kind === 'shell') return false;
      reply.header('vary', 'Cookie, Accept-Language');
      if (result.kind === 'redirect') {
        reply.header('cache-control', PRIVATE_PAGE_CACHE).redirect(result.location, result.status);
        return true;
      }
      // Replacer functions: the body may contain `$&`-like text that a replacement string would expand.
      const { locale, namespaces } = result;
      const html = (templates.get(path) ?? template)
        .replace(HTML_TAG, () => htmlTag(locale, namespaces))
        .replace('</head>', () => `${lcpPreload(result.body)}</head>`)
        .replace(ROOT, () => `<div id="root">${result.body}</div>`);
      const tag = contentTag(html);
      reply
        .header('cache-control', result.personal ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE)
        .header('etag', tag)
        .type('text/html; charset=utf-8');
      if (!result.personal && request.headers['if-none-match'] === tag) {
        reply.status(304).send();
        return true;
      }
      reply.status(result.status).send(compressFor(request, reply, html));
      return true;
    },
  };
}
