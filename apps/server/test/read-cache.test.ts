import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCachePlugin } from '../src/plugins/read-cache';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';
import { viewerCountPusher } from '../src/features/live/viewer-counts';

describe(`cached public reads on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let anonymous: ReturnType<typeof client>;
  let artist: ReturnType<typeof client>;
  beforeAll(async () => {
    ctx = await createTestApp();
    anonymous = client(ctx.app, ctx.config.publicUrl);
    artist = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'artist@example.com',
      'fanclub-demo',
      '10.70.0.1',
    );
  });
  afterAll(async () => ctx?.close());

  it('answers a repeated read with 304 Not Modified when the ETag still matches', async () => {
    const first = await anonymous.get('/api/products');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await anonymous.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await anonymous.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': 'W/"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
    // The repeat came from the kept page: same body, type and security headers as the first answer.
    expect(stale.headers['content-type']).toMatch(/^application\/json/);
    expect(stale.headers['x-content-type-options']).toBe(first.headers['x-content-type-options']);
    expect(stale.headers.etag).toBe(etag);
  });

  it('shows an admin write on the very next read (the write clears the cache)', async () => {
    const created = await artist.post('/api/admin/events', {
      title: 'Cache Buster Night',
      eventDate: '2031-06-01T20:00:00Z',
      location: 'Austin, TX',
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await anonymous.get('/api/events?when=upcoming');
    expect((after.json() as { title: string }[]).map((e) => e.title)).toContain(
      'Cache Buster Night',
    );
  });

  it('keeps ETags off answers that depend on who asks (the feed unlocks by tier, members see events first)', async () => {
    for (const url of ['/api/posts?limit=3', '/api/events?when=upcoming']) {
      const answer = await artist.get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag, url).toBeUndefined();
    }
  });

  it('random query strings cannot grow the cache: 10,000 of them on cached public routes leave one page per route', async () => {
    ctx.app.readCache.clear();
    const junk = () => randomBytes(6).toString('hex');
    for (let i = 0; i < 10_000; i += 1) {
      const url =
        i % 2 === 0 ? `/api/products?${junk()}=${junk()}` : `/api/albums?${junk()}=1&z=${junk()}`;
      const res = await anonymous.get(url);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    }
    // /api/products and /api/albums: the validated query is the key, and these take none.
    expect(ctx.app.readCache.stats().pages).toBe(2);
  });

  it('does not expose the bench-only bare route unless BENCH_BARE_ROUTE is set', async () => {
    expect((await anonymous.get('/api/bench/bare')).statusCode).toBe(404);
  });
});

describe('viewer count pushes', () => {
  it('sends a change at once after a quiet second and coalesces changes within the second into one push', async () => {
    let viewers = 1;
    const pushes: { count: number; at: number }[] = [];
    const counts = viewerCountPusher({
      count: async () => viewers,
      watchedStreams: () => new Set(['s']),
      broadcast: (m) => pushes.push({ count: m.count, at: Date.now() }),
      notePeak: async () => {},
      onError: (err) => {
        throw err;
      },
      intervalMs: 1_000,
    });
    try {
      const t0 = Date.now();
      counts.changed('s');
      await expect.poll(() => pushes.length).toBe(1);
      expect(pushes[0]!.at - t0).toBeLessThan(500);
      viewers = 2;
      counts.changed('s');
      viewers = 3;
      counts.changed('s');
      await expect.poll(() => pushes.length, { timeout: 3_000 }).toBe(2);
      expect(pushes[1]!.count).toBe(3);
      expect(pushes[1]!.at - pushes[0]!.at).toBeGreaterThanOrEqual(990);
    } finally {
      counts.close();
    }
  });
});

describe('the read cache keeps itself small', () => {
  async function bareApp(ttlMs: number) {
    const app = Fastify();
    await app.register(readCachePlugin, { ttlMs });
    app.get('/shared', { config: { sameForEveryone: true } }, async () => ({ hello: 'world' }));
    await app.ready();
    return app;
  }

  it('sweeps expired pages and entries without anyone asking for them again', async () => {
    const app = await bareApp(100);
    try {
      expect((await app.inject({ method: 'GET', url: '/shared?a=1' })).statusCode).toBe(200);
      await app.readCache.get('rows', async () => [1, 2, 3]);
      expect(app.readCache.stats()).toMatchObject({ entries: 1, pages: 1 });
      await expect
        .poll(() => app.readCache.stats(), { timeout: 2_000 })
        .toEqual({ entries: 0, pages: 0, pageBytes: 0 });
    } finally {
      await app.close();
    }
  });

  it('holds a bounded number of entries however many keys are asked for, and keeps long keys hashed', async () => {
    const app = await bareApp(60_000);
    try {
      for (let i = 0; i < 6_000; i += 1) await app.readCache.get(`k${i}`, async () => i);
      expect(app.readCache.stats().entries).toBe(5_000);
      // The newest survive: the oldest made room.
      expect(await app.readCache.get('k5999', async () => -1)).toBe(5_999);
      expect(await app.readCache.get('k0', async () => -1)).toBe(-1);
      // A 16 KB key (a viewer's Cookie header) is one entry, found again by the same key.
      const cookie = `fanclub.session_token=${'x'.repeat(16_000)}`;
      expect(await app.readCache.get(cookie, async () => 'viewer')).toBe('viewer');
      expect(await app.readCache.get(cookie, async () => 'other')).toBe('viewer');
      app.readCache.forget(cookie);
      expect(await app.readCache.get(cookie, async () => 'fresh')).toBe('fresh');
    } finally {
      await app.close();
    }
  });
});
