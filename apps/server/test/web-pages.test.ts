import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/lib/package-root';
import {
  contentTag,
  deferAppStart,
  lcpPreload,
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
} from '../src/plugins/web-pages';
import { signIn } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

// These drive the real SSR build (apps/web/dist-ssr), so they run after `npm run build`.
const built = existsSync(join(serverRoot, '..', 'web', 'dist-ssr', 'entry-server.js'));

/** Every <script> is either a file or an inert JSON block: the CSP allows no inline script. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, body]) =>
        !/\bsrc=/.test(attributes!) &&
        !/type="application\/json"/.test(attributes!) &&
        body!.trim(),
    )
    .map(([tag]) => tag);
}

describe.runIf(built)(`server-rendered screens on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('renders the signed-out dashboard with its data, cacheable at a CDN', async () => {
    const res = await ctx.app.inject('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    expect(res.headers.vary).toContain('Cookie');
    // The artist's name comes from GET /api/artist, the events from the database.
    const events = (await ctx.app.inject('/api/events?when=upcoming')).json<{ title: string }[]>();
    expect(events.length).toBeGreaterThan(0);
    expect(res.body).toMatch(/<h1[^>]*>Aria Monroe/);
    expect(res.body).toContain(events[0]!.title.replace(/&/g, '&amp;'));
    expect(res.body).toContain('id="fanclub-queries"');
    expect(inlineScripts(res.body)).toEqual([]);
    // The LCP picture is requested from <head>, before the body is parsed.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" fetchpriority="high" imagesrcset="[^"]+"/);
    // The app's code is not fetched from <head>: public/boot.js starts it after the first paint,
    // preloading the entry's and the screen's chunks then.
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const boot =
      /<script src="\/boot\.js" data-entry="([^"]+)" data-preload="([^"]+)" defer><\/script><\/body>/.exec(
        res.body,
      );
    expect(boot?.[1]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(boot?.[2]).toMatch(/(^| )\/assets\/dashboard-screen-[\w-]+\.js( |$)/);
    expect(boot?.[2]).toMatch(/(^| )\/assets\/react-dom-[\w-]+\.js( |$)/);
  });

  it("renders the dashboard's news, videos and live state in the HTML, so no section loads after hydration", async () => {
    const page = await ctx.app.inject('/dashboard');
    const news = (await ctx.app.inject('/api/posts?limit=5')).json<{ title: string }[]>();
    const videos = (await ctx.app.inject('/api/videos?limit=2')).json<{ title: string }[]>();
    expect(news.length).toBeGreaterThan(0);
    expect(videos.length).toBeGreaterThan(0);
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    for (const item of [...news, ...videos]) expect(page.body).toContain(escape(item.title));
    // Nobody is live: the dashboard says so from the server, and the state is inlined for the
    // bottom bar's dot, which would otherwise poll before it could show anything.
    expect(page.body).toContain('Nobody is live right now');
    const state = /<script type="application\/json" id="fanclub-queries">([^<]*)<\/script>/.exec(
      page.body,
    );
    const queries = JSON.parse(state![1]!) as { queries: { queryKey: unknown[] }[] };
    const keys = queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['live', 'active']));
    expect(keys).toContain(JSON.stringify(['catalog', 'posts', 5, 'guest']));
    expect(keys).toContain(JSON.stringify(['catalog', 'videos', 2, 'guest']));
  });

  it("renders the music screen's tracks and the events screen's past events in the HTML", async () => {
    const music = await ctx.app.inject('/music');
    const tracks = (await ctx.app.inject('/api/tracks?limit=5')).json<{ title: string }[]>();
    expect(tracks.length).toBeGreaterThan(0);
    for (const track of tracks) expect(music.body).toContain(track.title.replace(/&/g, '&amp;'));
    const events = await ctx.app.inject('/events');
    const past = (await ctx.app.inject('/api/events?when=past')).json<{ title: string }[]>();
    expect(past.length).toBeGreaterThan(0);
    expect(events.body).toContain(past[0]!.title.replace(/&/g, '&amp;'));
    expect(events.body).not.toContain('Loading past events');
  });

  it('compresses a rendered page for clients that accept it (brotli, else gzip)', async () => {
    const plain = await ctx.app.inject('/dashboard');
    const br = await ctx.app.inject({
      url: '/dashboard',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await ctx.app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('gives the same page the same content ETag and answers a revalidation with 304', async () => {
    const first = await ctx.app.inject('/events');
    const second = await ctx.app.inject('/events');
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    // Made from the bytes alone (no per-process salt), so every process behind a CDN agrees.
    expect(first.headers.etag).toBe(contentTag(first.body));
    const revalidated = await ctx.app.inject({
      url: '/events',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it("renders a signed-in viewer's page with their session, never storable", async () => {
    const fan = await signIn(ctx.app, ctx.config.publicUrl, 'fan@example.com', 'fanclub-demo');
    const me = (await fan.get('/api/me')).json<{ user: { email: string } }>();
    const res = await fan.get('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
    expect(res.body).toContain(me.user.email);
    const revalidated = await fan.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it("renders a member's own cart count in the HTML, so the badge is not fetched after hydration", async () => {
    const fan = await signIn(ctx.app, ctx.config.publicUrl, 'fan@example.com', 'fanclub-demo');
    const tee = { productId: 2, colour: 'White', size: 'M', quantity: 2 };
    expect((await fan.put('/api/cart', { lines: [tee] })).statusCode).toBe(200);
    const page = await fan.get('/shop-list');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
    expect(page.body).toContain('aria-label="Cart, 2 items"');
    // A visitor's page has no cart in it, and says so.
    const visitor = await ctx.app.inject({ method: 'GET', url: '/shop-list' });
    expect(visitor.body).toContain('aria-label="Cart, 0 items"');
    expect((await fan.put('/api/cart', { lines: [] })).statusCode).toBe(200);
  });

  it("renders a member's subscription on /subscribe, and no billing read for a guest", async () => {
    const inlinedKeys = (html: string) => {
      const json = /<script type="application\/json" id="fanclub-queries">([^<]*)<\/script>/.exec(
        html,
      )![1]!;
      const state = JSON.parse(json) as { queries: { queryKey: unknown[] }[] };
      return state.queries.map((query) => JSON.stringify(query.queryKey));
    };
    const billing = JSON.stringify(['billing', 'subscription']);
    const fan = await signIn(ctx.app, ctx.config.publicUrl, 'fan@example.com', 'fanclub-demo');
    const member = await fan.get('/subscribe');
    expect(member.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
    expect(inlinedKeys(member.body)).toContain(billing);
    const guest = await ctx.app.inject('/subscribe');
    expect(guest.statusCode).toBe(200);
    expect(inlinedKeys(guest.body)).not.toContain(billing);
  });

  it('renders every public screen with its heading, and leaves other paths to the SPA shell', async () => {
    const headings: Record<string, RegExp> = {
      '/': /<h1[^>]*>Aria/,
      '/music': /<h1[^>]*>Music/,
      '/shop-list': /<h1[^>]*>Merch/,
      '/events': /<h1[^>]*>Events/,
      '/subscribe': /<h1[^>]*>Choose Your Experience/,
      '/login': /<h1[^>]*>Login/,
    };
    for (const [path, heading] of Object.entries(headings)) {
      const res = await ctx.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toMatch(heading);
      // The server's HTML takes the splash's place: nothing paints over the rendered screen.
      expect(res.body, path).not.toContain('data-splash');
    }
    // The sign-in fields cannot be typed into before the app runs them (React would reset them).
    const login = (await ctx.app.inject('/login')).body;
    expect(login.match(/<input[^>]*name="(?:email|password)"[^>]*>/g)).toHaveLength(2);
    for (const field of login.match(/<input[^>]*name="(?:email|password)"[^>]*>/g)!) {
      expect(field).toContain('readOnly=""');
    }
    const shell = await ctx.app.inject('/profile');
    expect(shell.headers['cache-control']).toBe('no-cache');
    // A client-rendered screen gets the SPA page, whose #root paints the app-shell splash.
    expect(shell.body).toContain('<div id="root"><!--splash--><div data-splash');
  });
});

describe('deferring the app start on a server-rendered page', () => {
  const template =
    '<html><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
    '<link rel="stylesheet" crossorigin href="/assets/index-3.css"></head><body><div id="root"></div></body></html>';

  it('moves the entry and its preloads from <head> into boot.js, with the screen chunks once each', () => {
    expect(deferAppStart(template, ['/assets/screen-4.js', '/assets/react-2.js'])).toBe(
      '<html><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/index-3.css"></head>' +
        '<body><div id="root"></div><script src="/boot.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/react-2.js /assets/screen-4.js" defer></script></body></html>',
    );
  });

  it('leaves a template without a built entry alone', () => {
    const dev =
      '<html><head></head><body><script type="module" src="/src/main.tsx"></script></body></html>';
    expect(deferAppStart(dev, ['/assets/screen-4.js'])).toBe(dev);
  });
});

describe('the LCP preload link', () => {
  it('preloads the first source of a high-priority picture with its type and sizes', () => {
    const body =
      '<picture><source type="image/avif" srcSet="/a-400.avif 400w, /a-800.avif 800w" sizes="100vw"/>' +
      '<img src="/a.webp" fetchPriority="high"/></picture>';
    expect(lcpPreload(body)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a-400.avif 400w, /a-800.avif 800w" imagesizes="100vw" type="image/avif">',
    );
  });

  it('preloads a lone high-priority image by its src, and nothing when there is none', () => {
    expect(
      lcpPreload(
        '<picture><img src="/x.webp"/></picture><img src="/poster.webp" fetchPriority="high"/>',
      ),
    ).toBe('<link rel="preload" as="image" fetchpriority="high" href="/poster.webp">');
    expect(lcpPreload('<img src="/x.webp" loading="lazy"/>')).toBe('');
  });
});
