import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_NO_STORE } from '../src/plugins/cache-policy';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import type { Actor } from './security/actors';
import { signInActors } from './security/actors';
import type { Fixtures } from './security/fixtures';
import { createFixtures } from './security/fixtures';
import { EXPECTATIONS, routeKey } from './security/route-expectations';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Behind a CDN, an API answer without Cache-Control can be kept and handed to the next caller:
 * one member's feed, orders or sessions (tokens, IP addresses) to another. Every /api answer is
 * `private, no-store` unless its route declares itself the same for everyone.
 */
describe(`Cache-Control on every API answer, on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let ctx: Ctx;
  let fx: Fixtures;
  let cookies: Record<Actor, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    const signedIn = await signInActors(ctx.app, ctx.config.publicUrl);
    cookies = signedIn.cookies;
    fx = await createFixtures(ctx.app, ctx.config.publicUrl, ctx.config.dataDir, signedIn.userIds);
  });
  afterAll(async () => ctx?.close());

  const call = (actor: Actor, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { origin: fx.origin, ...(cookies[actor] ? { cookie: cookies[actor] } : {}) },
      ...(payload !== undefined && method !== 'GET' ? { payload: payload as string } : {}),
    });

  const SIGNED_FILES = /^\/api\/(media\/|support\/conversations\/:id\/files\/)/;

  it('walks the route table: each API answer to a signed-in member is private, no-store unless the route is the same for everyone', async () => {
    const problems: string[] = [];
    let walked = 0;
    for (const route of ctx.app.routeTable) {
      if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.websocket) continue;
      const expectation = EXPECTATIONS[routeKey(route)];
      if (!expectation || expectation.onlyWith) continue;
      // A fan (refused by staff routes: the error answers count too) and an admin (let in everywhere).
      for (const actor of ['fan', 'admin'] as const) {
        const sample = await expectation.sample(fx, actor);
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: sample.url,
          headers: { origin: fx.origin, cookie: cookies[actor], ...sample.headers },
          ...(sample.payload !== undefined && route.method !== 'GET'
            ? { payload: sample.payload }
            : {}),
        });
        walked += 1;
        const cacheControl = String(res.headers['cache-control'] ?? '(none)');
        const where = `${actor} ${route.method} ${route.url} -> ${res.statusCode}`;
        if (route.sameForEveryone && res.statusCode < 400) {
          // Shared answers: revalidated by ETag (or not kept at all), never marked private.
          if (!/^(no-cache|no-store)$/.test(cacheControl))
            problems.push(`${where}: same for everyone but Cache-Control ${cacheControl}`);
        } else if (SIGNED_FILES.test(route.url) && res.statusCode < 400) {
          // Signed media and support pictures: the URL itself is the credential; the browser may
          // keep it, nobody else.
          if (cacheControl !== 'private, max-age=600' || !/cookie/i.test(String(res.headers.vary)))
            problems.push(`${where}: ${cacheControl}, Vary ${String(res.headers.vary)}`);
        } else if (cacheControl !== PRIVATE_NO_STORE) {
          problems.push(`${where}: Cache-Control ${cacheControl}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(walked).toBeGreaterThan(100);
  });

  it("a CDN cannot keep one member's session list (tokens, IP addresses): /api/auth/list-sessions is private, no-store", async () => {
    const res = await call('fan', 'GET', '/api/auth/list-sessions');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('token');
    expect(res.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const session = await call('fan', 'GET', '/api/auth/get-session');
    expect(session.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it("a CDN cannot hand one member's feed, clips, videos or tracks to another", async () => {
    for (const url of ['/api/posts', '/api/clips', '/api/videos', '/api/tracks', '/api/me']) {
      const res = await call('vip', 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PRIVATE_NO_STORE);
    }
  });

  it('error answers are private, no-store too: unknown route, validation error, refusal', async () => {
    const unknown = await call('fan', 'GET', '/api/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    const invalid = await call('fan', 'GET', '/api/posts?limit=abc');
    expect(invalid.statusCode).toBe(400);
    const refused = await call('anonymous', 'GET', '/api/me');
    expect(refused.statusCode).toBe(401);
    // A same-for-everyone route's error is no shared answer either.
    const missing = await call('fan', 'GET', '/api/events/no-such-event');
    expect(missing.statusCode).toBe(404);
    for (const res of [unknown, invalid, refused, missing])
      expect(res.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('leaves same-for-everyone answers shareable: ETag and no-cache, no Vary on Cookie', async () => {
    const res = await call('fan', 'GET', '/api/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^W\//);
    expect(String(res.headers.vary ?? '')).not.toMatch(/cookie/i);
  });
});
