import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';
import { videos } from '../src/db/schema/media';
import { repoRoot } from '../src/lib/package-root';

type Clip = { slug: string; requiredTier: string; locked: boolean; videoUrl: string | null };
type Video = {
  slug: string;
  requiredTier: string;
  locked: boolean;
  videoUrl: string | null;
  embedUrl: string | null;
};

describe(`paid media reaches only entitled viewers on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    // The web's public folder stands in for the build (Vite copies it into dist as is).
    ctx = await createTestApp({ WEB_DIST_DIR: join(repoRoot, 'apps/web/public') });
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx?.close());

  const freeTrackUrl = async () => {
    const id = (await ctx.app.inject('/api/tracks/slow-motion')).json().id;
    return (await client(ctx.app, origin).get(`/api/tracks/${id}/playback`)).json().url as string;
  };

  it('answers a malformed or unsatisfiable Range with 416 and the size, never 500', async () => {
    const url = await freeTrackUrl();
    const size = Number((await ctx.app.inject({ url, method: 'GET' })).headers['content-length']);
    for (const range of [
      'bytes=5-2',
      `bytes=${size}-`,
      `bytes=${size + 10}-${size + 20}`,
      'bytes=-0',
      'garbage',
      'bytes=abc-def',
      'bytes=0-1,5-6',
      'items=0-5',
    ]) {
      const res = await ctx.app.inject({ url, headers: { range } });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
    }
    // A suffix longer than the file and an end past it are clamped, as RFC 9110 says.
    const suffix = await ctx.app.inject({ url, headers: { range: `bytes=-${size + 100}` } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    const tail = await ctx.app.inject({
      url,
      headers: { range: `bytes=${size - 10}-${size + 100}` },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.length).toBe(10);
  });

  it('keeps exclusive clips out of the web app: no clip file in its public folder or build, and the old URL is 404', async () => {
    for (const dir of ['apps/web/public/media', 'apps/web/dist/media']) {
      const path = join(repoRoot, dir);
      if (existsSync(path))
        expect(
          readdirSync(path).filter((f) => /^clip-\d+\.(mp4|webm)$/.test(f)),
          dir,
        ).toEqual([]);
    }
    for (const n of [1, 2, 3, 4])
      expect((await ctx.app.inject(`/media/clip-${n}.mp4`)).statusCode).toBe(404);
  });

  it('hands a clip only to viewers of its tier, as a short-lived signed URL that seeks by range', async () => {
    const guest = (await client(ctx.app, origin).get('/api/clips')).json() as Clip[];
    for (const clip of guest)
      expect(clip.videoUrl === null, clip.slug).toBe(clip.requiredTier !== 'free');
    const vip = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.9.0.1');
    const clips = (await vip.get('/api/clips')).json() as Clip[];
    const rehearsal = clips.find((c) => c.slug === 'rehearsal');
    expect(rehearsal?.requiredTier).toBe('vip');
    const url = new URL(rehearsal?.videoUrl ?? '', origin);
    expect(url.pathname).toMatch(/^\/api\/media\/video\//);
    const exp = Number(url.searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).toBeGreaterThan(60_000);
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const part = await ctx.app.inject({
      url: url.pathname + url.search,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.length).toBe(100);
    // Without the signature, with another clip's signature or once expired: refused.
    expect((await ctx.app.inject(url.pathname)).statusCode).toBe(400);
    const backstage = new URL(clips.find((c) => c.slug === 'backstage')?.videoUrl ?? '', origin);
    expect((await ctx.app.inject(url.pathname + backstage.search)).statusCode).toBe(403);
    url.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 1));
    expect((await ctx.app.inject(url.pathname + url.search)).statusCode).toBe(403);
  });

  it('honours videos.required_tier: a locked video has no playable URL below its tier', async () => {
    await ctx.app.db
      .update(videos)
      .set({ requiredTier: 'fanplus', providerUrl: 'https://www.youtube.com/watch?v=abcDEF12345' })
      .where(eq(videos.slug, 'studio-session'));
    try {
      const free = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.9.0.2');
      for (const c of [client(ctx.app, origin), free]) {
        const list = (await c.get('/api/videos')).json() as Video[];
        expect(list.find((v) => v.slug === 'studio-session')).toMatchObject({
          requiredTier: 'fanplus',
          locked: true,
          videoUrl: null,
          embedUrl: null,
        });
        expect(list.find((v) => v.slug === 'live-performance')).toMatchObject({
          requiredTier: 'free',
          locked: false,
        });
      }
      const fanplus = await signIn(
        ctx.app,
        origin,
        'fanplus@example.com',
        'fanclub-demo',
        '10.9.0.3',
      );
      const open = ((await fanplus.get('/api/videos')).json() as Video[]).find(
        (v) => v.slug === 'studio-session',
      );
      expect(open).toMatchObject({ locked: false });
      expect(open?.videoUrl).toBeTruthy();
      expect(open?.embedUrl).toBeTruthy();
    } finally {
      await ctx.app.db
        .update(videos)
        .set({ requiredTier: 'free', providerUrl: null })
        .where(eq(videos.slug, 'studio-session'));
    }
  });
});
