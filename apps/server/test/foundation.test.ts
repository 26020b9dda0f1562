import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

// A tiny stand-in for the Vite build, so SPA serving is tested without building the web app. It
// sits in a folder of its own: the server looks for the SSR build beside it (../dist-ssr), and a
// dist-ssr left directly in the temp folder would otherwise be picked up and render the pages.
function fakeWebBuild(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'fanclub-web-')), 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe(`foundation on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  });
  afterAll(async () => ctx?.close());

  it('answers health with status ok once the database answers', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await ctx.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Served over plain http here, so no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers invalid JSON with a 400 and a message, never a stack', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', origin: ctx.config.publicUrl },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/JSON/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('serves index.html for client routes, uncached', async () => {
    for (const path of ['/', '/dashboard', '/album/latest', '/no/such/page']) {
      const res = await ctx.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets forever and compresses them', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing static file with 404, not the app shell', async () => {
    const res = await ctx.app.inject('/assets/missing-file.js');
    expect(res.statusCode).toBe(404);
  });
});

describe('content security policy for external live streams', () => {
  it('adds MEDIA_ORIGINS to media-src and connect-src only', async () => {
    const ctx = await createTestApp({
      MEDIA_ORIGINS: 'https://cdn.example.com, https://hls.example.net/path',
    });
    try {
      const csp = String((await ctx.app.inject('/api/health')).headers['content-security-policy']);
      expect(csp).toContain(
        "media-src 'self' blob: https://cdn.example.com https://hls.example.net;",
      );
      expect(csp).toContain("connect-src 'self' https://cdn.example.com https://hls.example.net;");
      expect(csp).toContain("script-src 'self';");
    } finally {
      await ctx.close();
    }
  });
});
