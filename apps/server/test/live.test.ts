import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import type { client } from './helpers/session';
import { signInEveryRole } from './helpers/session';
import { openLive } from './helpers/live-socket';

describe(`live streams on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  const as: Record<string, ReturnType<typeof client>> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    Object.assign(as, await signInEveryRole(ctx.app, origin, '10.40.0'));
  });
  afterAll(async () => ctx?.close());

  it('lets only artist and admin go live; members get 403 and visitors 401', async () => {
    for (const name of ['fan', 'fanplus', 'vip']) {
      expect((await as[name]!.post('/api/live/start', { title: 'Hi' })).statusCode, name).toBe(403);
      expect((await as[name]!.get('/api/live/mine')).statusCode, name).toBe(403);
    }
    expect((await as.anonymous!.post('/api/live/start', { title: 'Hi' })).statusCode).toBe(401);
    const empty = await as.artist!.post('/api/live/start', { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please enter a stream title.');
  });

  it('starts with a generated key that only the owner and admins ever see', async () => {
    const started = await as.artist!.post('/api/live/start', {
      title: 'Late Bloom listening session',
      description: 'Come hang out',
    });
    expect(started.statusCode, started.body).toBe(200);
    const own = started.json();
    expect(own.streamKey.length).toBeGreaterThanOrEqual(32); // 24 random bytes, base64url
    expect(own).toMatchObject({
      isActive: true,
      streamType: 'hls',
      streamUrl: `/live/${own.id}/index.m3u8`,
    });
    expect((await as.artist!.post('/api/live/start', { title: 'Again' })).statusCode).toBe(409);

    for (const name of ['anonymous', 'fan', 'vip']) {
      const active = await as[name]!.get('/api/live/active');
      expect(active.json().stream).toMatchObject({
        id: own.id,
        title: 'Late Bloom listening session',
        displayName: 'Aria Monroe',
      });
      // The Home banner shows the broadcaster's photo: the key is always there (null without one).
      expect(active.json().stream).toHaveProperty('avatarUrl');
      expect(active.body).not.toContain(own.streamKey);
      expect(active.body).not.toMatch(/streamKey|ingestUrl|rtmp:/);
    }
    const fanSocket = await openLive(ctx.app, origin, own.id, 'fan-tab-0001', as.fan!.cookie);
    await expect.poll(() => fanSocket.messages.length).toBeGreaterThan(0);
    expect(JSON.stringify(fanSocket.messages)).not.toContain(own.streamKey);
    fanSocket.close();

    expect((await as.admin!.get('/api/live/mine')).json().streams[0].streamKey).toBe(own.streamKey);
    expect((await as.artist!.get('/api/live/mine')).json().streams).toHaveLength(1);
  });

  it('refuses a stop by a fan or by another artist-level owner, and lets an admin stop any stream', async () => {
    const { stream } = (await as.anonymous!.get('/api/live/active')).json();
    expect((await as.fan!.post('/api/live/stop', { streamId: stream.id })).statusCode).toBe(403);
    const adminOwn = (await as.admin!.post('/api/live/start', { title: 'Admin check' })).json();
    expect((await as.artist!.post('/api/live/stop', { streamId: adminOwn.id })).statusCode).toBe(
      403,
    );
    expect((await as.admin!.post('/api/live/stop', { streamId: adminOwn.id })).statusCode).toBe(
      200,
    );
    expect((await as.admin!.post('/api/live/stop', { streamId: 'nope' })).statusCode).toBe(404);
  });

  it('counts distinct viewers: three join -> 3, two leave -> 1; tabs of one member count once', async () => {
    const { stream } = (await as.anonymous!.get('/api/live/active')).json();
    // Only who may watch (Fan+, VIP, staff) is counted: a visitor and a free fan are not.
    const a = await openLive(ctx.app, origin, stream.id, 'viewer-aaaa-1', as.fanplus!.cookie);
    const b = await openLive(ctx.app, origin, stream.id, 'viewer-bbbb-2', as.artist!.cookie);
    const c = await openLive(ctx.app, origin, stream.id, 'viewer-cccc-3', as.admin!.cookie);
    const outsiders = [
      await openLive(ctx.app, origin, stream.id, 'guest-tab-0001'),
      await openLive(ctx.app, origin, stream.id, 'fan-tab-00001', as.fan!.cookie),
    ];
    await expect.poll(() => a.lastCount(), { timeout: 5_000 }).toBe(3);
    const vipTab1 = await openLive(ctx.app, origin, stream.id, 'vip-tab-11111', as.vip!.cookie);
    const vipTab2 = await openLive(ctx.app, origin, stream.id, 'vip-tab-22222', as.vip!.cookie);
    await expect.poll(() => a.lastCount(), { timeout: 5_000 }).toBe(4);
    vipTab1.close();
    vipTab2.close();
    b.close();
    c.close();
    for (const o of outsiders) o.close();
    await expect.poll(() => a.lastCount(), { timeout: 5_000 }).toBe(1);
    expect((await as.anonymous!.get('/api/live/active')).json().stream.viewerCount).toBe(1);
    a.close();
  });

  it('pushes start and stop to every open viewer at once', async () => {
    const { stream } = (await as.anonymous!.get('/api/live/active')).json();
    const watcher = await openLive(ctx.app, origin, stream.id, 'watcher-00001');
    await as.artist!.post('/api/live/stop', { streamId: stream.id });
    await expect
      .poll(() => watcher.messages.some((m) => m.type === 'stream' && m.stream === null), {
        timeout: 3_000,
      })
      .toBe(true);
    const restarted = (await as.artist!.post('/api/live/start', { title: 'Back again' })).json();
    await expect
      .poll(
        () =>
          watcher.messages.some(
            (m) => m.type === 'stream' && (m.stream as { id?: string } | null)?.id === restarted.id,
          ),
        { timeout: 3_000 },
      )
      .toBe(true);
    expect(JSON.stringify(watcher.messages)).not.toContain(restarted.streamKey);
    watcher.close();
    await as.artist!.post('/api/live/stop', { streamId: restarted.id });
  });

  it('refuses a socket from another site', async () => {
    await expect(
      ctx.app.injectWS('/api/live/ws', { headers: { origin: 'https://evil.example' } }),
    ).rejects.toThrow();
  });
});
