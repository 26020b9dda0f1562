import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PREFIX, OPENAPI_URL } from '../src/plugins/api-docs';
import type { RouteEntry } from '../src/lib/route-table';
import { createTestApp } from './helpers/test-app';
import { OPTIONAL_ROUTES_ENV } from './security/route-expectations';

/** Routes the document leaves out on purpose, each with the reason; every other route must be in it. */
function notDocumented(route: RouteEntry): string | null {
  if (route.method === 'HEAD') return 'HEAD mirrors GET';
  if (route.websocket) return 'WebSocket upgrade (OpenAPI describes request/response only)';
  if (route.url === OPENAPI_URL || route.url.startsWith(DOCS_PREFIX)) return 'the docs themselves';
  if (!route.url.startsWith('/api/'))
    return 'static file (web build, /live/ HLS, /storage/ uploads)';
  return null;
}

/** OpenAPI path of a Fastify URL: `:id` becomes `{id}`, a trailing wildcard `{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(OPTIONAL_ROUTES_ENV);
  });
  afterAll(async () => ctx?.close());

  it('describes every route of the route table, and the docs page serves its own assets', async () => {
    const res = await ctx.app.inject({ url: OPENAPI_URL });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const missing = ctx.app.routeTable
      .filter((route) => notDocumented(route) === null)
      .filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // The schemas really come from zod: a body with its field names and limits.
    expect(JSON.stringify(doc.paths['/api/admin/events']?.post)).toContain('"eventDate"');
    // The audit log's keyset page: the cursor in, the next one out.
    const audit = JSON.stringify(doc.paths['/api/admin/audit']?.get);
    expect(audit).toContain('"cursor"');
    expect(audit).toContain('"nextCursor"');

    const page = await ctx.app.inject({ url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('http'), src).toBe(false);
      expect(
        (await ctx.app.inject({ url: new URL(src, `http://x${DOCS_PREFIX}/`).pathname }))
          .statusCode,
        src,
      ).toBe(200);
    }
    // The app's CSP (no inline script) is kept on the docs page.
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
