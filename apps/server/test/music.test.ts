import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';

describe(`playback entitlement and likes on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let premiumId = '';
  let freeId = '';
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    premiumId = (await ctx.app.inject('/api/tracks/after-hours-call')).json().id;
    freeId = (await ctx.app.inject('/api/tracks/slow-motion')).json().id;
  });
  afterAll(async () => ctx?.close());

  const playback = async (c: ReturnType<typeof client>, id: string) =>
    (await c.get(`/api/tracks/${id}/playback`)).json();

  it('gives anonymous and free listeners only the 30-second preview of a premium track', async () => {
    const free = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.8.0.1');
    for (const c of [client(ctx.app, origin), free]) {
      const p = await playback(c, premiumId);
      expect(p).toMatchObject({ kind: 'preview', previewSeconds: 30 });
      expect(p.url).toContain('/preview?');
      const audio = await ctx.app.inject(p.url);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      expect(audio.rawPayload.length).toBeLessThan(400_000);
      // The preview's signature does not open the full file.
      const forged = await ctx.app.inject(p.url.replace('/preview?', '/full?'));
      expect(forged.statusCode).toBe(403);
    }
  });

  it('gives Fan+ and above a short-lived signed URL to the full track, which seeks by range', async () => {
    for (const email of ['fanplus@example.com', 'vip@example.com', 'artist@example.com']) {
      const c = await signIn(ctx.app, origin, email, 'fanclub-demo', `10.8.1.${email.length}`);
      const p = await playback(c, premiumId);
      expect(p.kind).toBe('full');
      const expires = new Date(p.expiresAt).getTime() - Date.now();
      expect(expires).toBeGreaterThan(60_000);
      expect(expires).toBeLessThanOrEqual(600_000);
      const full = await ctx.app.inject(p.url);
      expect(full.statusCode).toBe(200);
      expect(full.rawPayload.length).toBeGreaterThan(500_000);
      const part = await ctx.app.inject({ url: p.url, headers: { range: 'bytes=1000-1999' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toMatch(/^bytes 1000-1999\/\d+$/);
      expect(part.rawPayload.length).toBe(1000);
    }
  });

  it('plays non-premium tracks in full for everyone', async () => {
    expect((await playback(client(ctx.app, origin), freeId)).kind).toBe('full');
  });

  it('refuses expired, tampered or unsigned media URLs', async () => {
    const p = await playback(client(ctx.app, origin), freeId);
    const url = new URL(p.url, origin);
    url.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 60));
    expect((await ctx.app.inject(url.pathname + url.search)).statusCode).toBe(403);
    url.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 1));
    expect((await ctx.app.inject(url.pathname + url.search)).statusCode).toBe(403);
    expect((await ctx.app.inject(`/api/media/audio/${freeId}/full`)).statusCode).toBe(400);
  });

  it('lets a member like and unlike a track, counted on the profile', async () => {
    const c = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.8.2.1');
    const before = (await c.get('/api/me/stats')).json().likedSongs;
    expect((await c.inject({ method: 'PUT', url: `/api/tracks/${freeId}/like` })).json()).toEqual({
      liked: true,
    });
    expect((await c.inject({ method: 'PUT', url: `/api/tracks/${freeId}/like` })).statusCode).toBe(
      200,
    );
    expect((await c.get('/api/me/stats')).json().likedSongs).toBe(before + 1);
    expect((await c.get('/api/me/likes')).json().trackIds).toContain(freeId);
    await c.inject({ method: 'DELETE', url: `/api/tracks/${freeId}/like` });
    expect((await c.get('/api/me/stats')).json().likedSongs).toBe(before);
    expect(
      (await client(ctx.app, origin).inject({ method: 'PUT', url: `/api/tracks/${freeId}/like` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await c.inject({ method: 'PUT', url: '/api/tracks/not-a-track/like' })).statusCode,
    ).toBe(404);
  });

  it("answers Liked Songs with the tracks themselves, newest like first, locked as the member's tier says", async () => {
    const c = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.8.3.1');
    const ids = (): Promise<{ id: string; locked: boolean }[]> =>
      c.get('/api/me/liked-tracks').then((r) => r.json());
    // Liked afresh (the demo fan may like one already: a second like keeps the first's time).
    for (const id of [freeId, premiumId])
      await c.inject({ method: 'DELETE', url: `/api/tracks/${id}/like` });
    for (const id of [freeId, premiumId]) {
      expect((await c.inject({ method: 'PUT', url: `/api/tracks/${id}/like` })).statusCode).toBe(
        200,
      );
      // The like times must differ for the order to be checked.
      await new Promise((r) => setTimeout(r, 5));
    }
    const liked = await ids();
    expect(liked.slice(0, 2).map((t) => t.id)).toEqual([premiumId, freeId]);
    // The same track as GET /api/tracks/:id gives this member (a free fan: the premium one locked).
    expect(liked[0]!.locked).toBe(true);
    expect(liked[0]).toEqual((await c.get(`/api/tracks/${premiumId}`)).json());
    expect(new Set((await c.get('/api/me/likes')).json().trackIds)).toEqual(
      new Set(liked.map((t) => t.id)),
    );
    await c.inject({ method: 'DELETE', url: `/api/tracks/${premiumId}/like` });
    expect((await ids()).map((t) => t.id)).not.toContain(premiumId);
    expect((await client(ctx.app, origin).get('/api/me/liked-tracks')).statusCode).toBe(401);
  });
});
