import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('shows an admin write on the very next read (the write clears the cache) with a new ETag', async () => {
    const before = await anonymous.get('/api/events?when=upcoming');
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
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps ETags off answers that depend on who asks (the feed unlocks by tier)', async () => {
    const feed = await artist.get('/api/posts?limit=3');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers.etag).toBeUndefined();
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
