import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signIn } from './helpers/session';

describe(`public catalogue on ${testDbKind()} (anonymous visitor)`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());
  const get = (url: string) => ctx.app.inject(url);

  it('lists the 8 products in catalogue order with ordered options', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const products = res.json() as {
      id: number;
      type: string;
      variants: { size: string | null; format: string | null }[];
    }[];
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(products[1]?.variants.map((v) => v.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(products[0]?.variants.map((v) => v.format)).toEqual(['Standard', 'Deluxe', 'Limited']);
    expect(products[6]?.variants.map((v) => v.size)).toEqual(['OS']);
    expect(JSON.stringify(products)).not.toContain('stock');
  });

  it('answers a product by id, 404 for an unknown one and 400 for a non-number', async () => {
    expect((await get('/api/products/2')).json()).toMatchObject({
      name: 'New Baby Tee - White',
      priceCents: 3500,
    });
    expect((await get('/api/products/99')).statusCode).toBe(404);
    const bad = await get('/api/products/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it('lists albums newest first and resolves /album/latest', async () => {
    const albums = (await get('/api/albums')).json() as { slug: string; releaseDate: string }[];
    const dates = albums.map((a) => a.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const latest = (await get('/api/albums/latest')).json() as { slug: string; tracks: unknown[] };
    expect(latest.slug).toBe(albums[0]?.slug);
    expect(latest.tracks.length).toBeGreaterThan(0);
    expect((await get('/api/albums/no-such-album')).statusCode).toBe(404);
  });

  it('returns the 5 newest tracks, premium ones locked for a visitor without Fan+', async () => {
    const tracks = (await get('/api/tracks')).json() as {
      isPremium: boolean;
      locked: boolean;
      createdAt: string;
    }[];
    expect(tracks).toHaveLength(5);
    const created = tracks.map((t) => t.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(tracks.some((t) => t.isPremium)).toBe(true);
    for (const t of tracks) expect(t.locked).toBe(t.isPremium);
    expect((await get('/api/tracks?limit=0')).statusCode).toBe(400);
  });

  it('withholds locked clip media and post bodies from an anonymous visitor', async () => {
    const clips = (await get('/api/clips')).json() as {
      requiredTier: string;
      locked: boolean;
      videoUrl: string | null;
    }[];
    expect(clips).toHaveLength(4);
    for (const clip of clips) {
      expect(clip.locked).toBe(clip.requiredTier !== 'free');
      expect(clip.videoUrl === null).toBe(clip.locked);
    }
    const posts = (await get('/api/posts')).json() as {
      requiredTier: string;
      body: string | null;
    }[];
    expect(posts.filter((p) => p.requiredTier !== 'free').every((p) => p.body === null)).toBe(true);
    expect(
      posts.filter((p) => p.requiredTier === 'free').every((p) => typeof p.body === 'string'),
    ).toBe(true);
  });

  it('splits events into upcoming (soonest first) and past, and finds one by slug or id', async () => {
    const upcoming = (await get('/api/events?when=upcoming')).json() as {
      id: string;
      slug: string;
      eventDate: string;
    }[];
    expect(upcoming.map((e) => e.slug)).toEqual(
      expect.arrayContaining(['rolling-loud', 'souled-out', 'twogether-land']),
    );
    const dates = upcoming.map((e) => e.eventDate);
    expect(dates).toEqual([...dates].sort());
    const past = (await get('/api/events?when=past')).json() as unknown[];
    expect(past.length).toBeGreaterThanOrEqual(2);
    const bySlug = (await get('/api/events/rolling-loud')).json() as { id: string };
    const rollingLoud = (await get(`/api/events/${bySlug.id}`)).json() as Record<string, unknown>;
    expect(rollingLoud).toMatchObject({ slug: 'rolling-loud', location: 'Inglewood, CA' });
    // 6 pm on 15 March in Los Angeles is already 16 March in UTC: the day sent is the local one.
    expect(rollingLoud.eventDate).toMatch(/-03-16T01:00:00/);
    expect(rollingLoud.startDay).toMatch(/^\d{4}-03-15$/);
    expect((await get('/api/events/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/events?when=someday')).statusCode).toBe(400);
  });

  it('serves the artist identity and the two latest videos', async () => {
    expect((await get('/api/artist')).json()).toMatchObject({ name: 'Aria Monroe' });
    const videos = (await get('/api/videos?limit=2')).json() as { title: string }[];
    expect(videos.map((v) => v.title)).toEqual(['Studio Session', 'Live Performance']);
  });

  it("unlocks by the signed-in viewer's tier: Fan+ opens premium tracks, only VIP opens VIP clips", async () => {
    const origin = ctx.config.publicUrl;
    const fanplus = await signIn(
      ctx.app,
      origin,
      'fanplus@example.com',
      'fanclub-demo',
      '10.7.0.1',
    );
    const vip = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.7.0.2');
    const tracks = (await fanplus.get('/api/tracks')).json() as { locked: boolean }[];
    expect(tracks.every((t) => !t.locked)).toBe(true);
    const plusClips = (await fanplus.get('/api/clips')).json() as {
      requiredTier: string;
      videoUrl: string | null;
    }[];
    for (const clip of plusClips) expect(clip.videoUrl === null).toBe(clip.requiredTier === 'vip');
    const vipClips = (await vip.get('/api/clips')).json() as { videoUrl: string | null }[];
    expect(vipClips.every((c) => c.videoUrl !== null)).toBe(true);
    const vipPosts = (await vip.get('/api/posts')).json() as { body: string | null }[];
    expect(vipPosts.every((p) => p.body !== null)).toBe(true);
  });
});
