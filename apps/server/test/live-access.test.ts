import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import type { client } from './helpers/session';
import { signInEveryRole } from './helpers/session';
import { openLive } from './helpers/live-socket';

const PLAYLIST =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1.0,\nseg-0.ts\n';

describe(`livestreams reach only their audience on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  const as: Record<string, ReturnType<typeof client>> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    Object.assign(as, await signInEveryRole(ctx.app, origin, '10.41.0'));
  });
  afterAll(async () => ctx?.close());

  /** Starts an ingest-fed stream and writes the HLS files our encoder would. */
  async function start(audienceTier?: 'fanplus' | 'vip') {
    const own = (
      await as.artist!.post('/api/live/start', {
        title: 'Rehearsal room',
        ...(audienceTier ? { audienceTier } : {}),
      })
    ).json();
    const dir = join(ctx.config.dataDir, 'live', own.id);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.m3u8'), PLAYLIST);
    writeFileSync(join(dir, 'seg-0.ts'), Buffer.alloc(4000, 0x47));
    return own as { id: string; audienceTier: string; streamUrl: string };
  }
  const stop = (id: string) => as.artist!.post('/api/live/stop', { streamId: id });

  it('gives a Fan+ stream (the default) to Fan+, VIP and staff only, by a signed URL that hls.js and Safari both carry to every segment', async () => {
    const own = await start();
    try {
      expect(own.audienceTier).toBe('fanplus');
      // Everyone sees the title and state, nobody the URL in the public face.
      for (const name of ['anonymous', 'fan', 'vip']) {
        const { stream } = (await as[name]!.get('/api/live/active')).json();
        expect(stream).toMatchObject({
          id: own.id,
          title: 'Rehearsal room',
          audienceTier: 'fanplus',
          streamUrl: null,
        });
      }
      expect((await as.anonymous!.get(`/api/live/${own.id}/playback`)).statusCode).toBe(401);
      expect((await as.fan!.get(`/api/live/${own.id}/playback`)).statusCode).toBe(403);
      // The old unsigned address opens nothing.
      expect((await as.vip!.get(`/live/${own.id}/index.m3u8`)).statusCode).toBe(404);
      expect((await as.vip!.get(`/live/${own.id}/seg-0.ts`)).statusCode).toBe(404);

      for (const name of ['fanplus', 'vip', 'artist', 'admin']) {
        const playback = await as[name]!.get(`/api/live/${own.id}/playback`);
        expect(playback.statusCode, name).toBe(200);
        const { url, expiresAt } = playback.json();
        expect(url).toMatch(new RegExp(`^/live/${own.id}/\\d+-[\\w-]+/index\\.m3u8$`));
        const ttl = new Date(expiresAt).getTime() - Date.now();
        expect(ttl).toBeGreaterThan(60_000);
        expect(ttl).toBeLessThanOrEqual(6 * 60_000);
        // No cookie: a CDN (or the native player) fetches with the URL alone.
        const list = await ctx.app.inject(url);
        expect(list.statusCode).toBe(200);
        expect(list.headers['content-type']).toContain('mpegurl');
        expect(list.headers['cache-control']).toBe('no-cache');
        const segment = list.body.split('\n').find((l) => l.endsWith('.ts'));
        const segmentUrl = new URL(segment!, `${origin}${url}`).pathname;
        expect(segmentUrl.startsWith(url.replace('index.m3u8', ''))).toBe(true);
        const seg = await ctx.app.inject(segmentUrl);
        expect(seg.statusCode).toBe(200);
        expect(seg.rawPayload.length).toBe(4000);
      }
      // A token is for its stream only, and a forged or expired one is refused.
      const { url } = (await as.vip!.get(`/api/live/${own.id}/playback`)).json();
      const token = url.split('/')[3];
      expect(
        (
          await ctx.app.inject(
            url.replace(
              token,
              `${Math.floor(Date.now() / 1000) - 5}-${token.split('-').slice(1).join('-')}`,
            ),
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await ctx.app.inject(url.replace(token, `${token.split('-')[0]}-${'A'.repeat(43)}`)))
          .statusCode,
      ).toBe(403);
      expect(
        (await ctx.app.inject(url.replace(own.id, '00000000-0000-4000-8000-000000000000')))
          .statusCode,
      ).toBe(403);
      expect((await ctx.app.inject(url.replace('index.m3u8', '..%2F..%2Fsecret'))).statusCode).toBe(
        404,
      );
    } finally {
      await stop(own.id);
    }
  });

  it('keeps a VIP stream from Fan+, and keeps its chat, hearts and viewer count to its audience', async () => {
    const own = await start('vip');
    try {
      expect((await as.fanplus!.get(`/api/live/${own.id}/playback`)).statusCode).toBe(403);
      expect((await as.vip!.get(`/api/live/${own.id}/playback`)).statusCode).toBe(200);
      expect((await as.artist!.get(`/api/live/${own.id}/playback`)).statusCode).toBe(200);

      expect(
        (await as.vip!.post(`/api/live/${own.id}/chat`, { text: 'VIP only hello' })).statusCode,
      ).toBe(201);
      expect(
        (await as.fanplus!.post(`/api/live/${own.id}/chat`, { text: 'let me in' })).statusCode,
      ).toBe(403);
      expect((await as.fan!.post(`/api/live/${own.id}/hearts`)).statusCode).toBe(403);
      expect((await as.vip!.post(`/api/live/${own.id}/hearts`)).statusCode).toBe(202);
      const outside = (await as.fanplus!.get(`/api/live/${own.id}/chat`)).json();
      expect(outside).toMatchObject({ messages: [], canSend: false });
      const inside = (await as.vip!.get(`/api/live/${own.id}/chat`)).json();
      expect(inside.canSend).toBe(true);
      expect(inside.messages.map((m: { body: string }) => m.body)).toContain('VIP only hello');

      // Sockets of people who may not watch are not counted and hear nothing of the stream.
      const guest = await openLive(ctx.app, origin, own.id, 'guest-tab-0001');
      const fanplus = await openLive(ctx.app, origin, own.id, 'plus-tab-0001', as.fanplus!.cookie);
      const vip = await openLive(ctx.app, origin, own.id, 'vip-tab-00001', as.vip!.cookie);
      await expect
        .poll(() => vip.messages.some((m) => m.type === 'viewers' && m.count === 1))
        .toBe(true);
      await as.vip!.post(`/api/live/${own.id}/hearts`);
      await expect.poll(() => vip.messages.some((m) => m.type === 'hearts')).toBe(true);
      expect(
        [...guest.messages, ...fanplus.messages].some((m) =>
          ['viewers', 'hearts', 'chat'].includes(String(m.type)),
        ),
      ).toBe(false);
      for (const s of [guest, fanplus, vip]) s.close();
    } finally {
      await stop(own.id);
    }
  });

  it('refuses an audience tier other than Fan+ or VIP', async () => {
    expect(
      (await as.artist!.post('/api/live/start', { title: 'Free for all', audienceTier: 'free' }))
        .statusCode,
    ).toBe(400);
  });
});
