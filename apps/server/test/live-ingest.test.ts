import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { bundledFfmpegPath, findFfmpeg } from '../src/features/live/ingest/ffmpeg-binary';
import { freePort } from './helpers/private-services';
import { testDbKind } from './helpers/test-database';
import { signIn } from './helpers/session';
import { expectOnAir, ingestApp } from './helpers/ingest';
import { pushTestPattern } from './helpers/test-pattern';
import { openLive } from './helpers/live-socket';

const hasFfmpeg = findFfmpeg() !== null;
const BUNDLED = bundledFfmpegPath();

describe.skipIf(!hasFfmpeg)(`RTMP ingest on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof ingestApp>>;
  let rtmpPort: number;
  let artist: Awaited<ReturnType<typeof signIn>>;
  const encoders: ReturnType<typeof pushTestPattern>[] = [];

  beforeAll(async () => {
    rtmpPort = await freePort();
    ctx = await ingestApp({
      RTMP_PORT: String(rtmpPort),
      PUBLIC_URL: 'https://fans.example.com',
    });
    artist = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'artist@example.com',
      'fanclub-demo',
      '10.60.0.1',
    );
  });
  afterAll(async () => {
    for (const encoder of encoders) encoder.stop();
    await ctx?.close();
  });

  it('says at /api/health/ingest that encoders can publish, and with which ffmpeg', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health/ingest' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('private, no-store');
    expect(health.json()).toMatchObject({
      rtmp: 'listening',
      ffmpeg: { source: findFfmpeg()!.source, version: findFfmpeg()!.version },
    });
  });

  it('shows the artist the RTMP server URL for OBS, and keeps it and the key from the public', async () => {
    const own = (await artist.post('/api/live/start', { title: 'Ingest check' })).json();
    expect(own.ingestUrl).toBe(`rtmp://fans.example.com:${rtmpPort}/live`);
    expect(own.ingest).toBe('waiting');
    const active = await artist.get('/api/live/active');
    expect(active.json().stream).toMatchObject({ id: own.id, ingest: 'waiting' });
    expect(active.body).not.toContain(own.streamKey);
    expect(active.body).not.toContain('rtmp://');
    await artist.post('/api/live/stop', { streamId: own.id });
  });

  it('remuxes a publish with an active stream key to HLS, puts the stream on air, and ends it on Stop Stream', async () => {
    const own = (await artist.post('/api/live/start', { title: 'Test pattern' })).json();
    const watcher = await openLive(ctx.app, ctx.config.publicUrl, own.id, 'ingest-watch-1');
    const encoder = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort}/live/${own.streamKey}`);
    encoders.push(encoder);

    await expectOnAir(ctx.dataDir, artist, own.id);
    await expect
      .poll(
        () =>
          watcher.messages.some(
            (m) => m.type === 'ingest' && m.streamId === own.id && m.ingest === 'live',
          ),
        { timeout: 10_000 },
      )
      .toBe(true);

    // Served under the app: a never-cached playlist of ~1 s segments, and the segments themselves.
    const { url } = (await artist.get(`/api/live/${own.id}/playback`)).json();
    const served = await artist.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('no-cache');
    expect(served.body).toContain('#EXT-X-TARGETDURATION:');
    expect(Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(served.body)?.[1])).toBeLessThanOrEqual(2);
    const segment = served.body.split('\n').find((line) => line.endsWith('.ts'));
    expect(segment).toBeDefined();
    const segmentResponse = await artist.get(url.replace('index.m3u8', segment));
    expect(segmentResponse.statusCode).toBe(200);
    expect(segmentResponse.rawPayload.length).toBeGreaterThan(1000);

    // Stop Stream drops the encoder and removes its video.
    expect((await artist.post('/api/live/stop', { streamId: own.id })).statusCode).toBe(200);
    expect(await encoder.exited).not.toBe(0);
    await expect
      .poll(() => existsSync(join(ctx.dataDir, 'live', own.id)), { timeout: 10_000 })
      .toBe(false);
    watcher.close();
    expect(ctx.logs.join('')).not.toContain(own.streamKey);
  });

  it('shows viewers "reconnecting" when the encoder drops, and live again when it comes back', async () => {
    const own = (await artist.post('/api/live/start', { title: 'Flaky uplink' })).json();
    const url = `rtmp://127.0.0.1:${rtmpPort}/live/${own.streamKey}`;
    const first = pushTestPattern(url);
    encoders.push(first);
    await expect
      .poll(async () => (await artist.get('/api/live/active')).json().stream.ingest, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe('live');

    first.stop();
    await expect
      .poll(async () => (await artist.get('/api/live/active')).json().stream.ingest, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('reconnecting');
    expect((await artist.get('/api/live/active')).json().stream.isActive).toBe(true);

    const second = pushTestPattern(url);
    encoders.push(second);
    await expect
      .poll(async () => (await artist.get('/api/live/active')).json().stream.ingest, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe('live');
    await artist.post('/api/live/stop', { streamId: own.id });
    expect(ctx.logs.join('')).not.toContain(own.streamKey);
  });

  it("refuses a wrong key, a stopped stream's key and another app name, writes nothing, and logs no key", async () => {
    const stopped = (await artist.post('/api/live/start', { title: 'Over already' })).json();
    await artist.post('/api/live/stop', { streamId: stopped.id });
    const current = (await artist.post('/api/live/start', { title: 'Guarded' })).json();
    const wrongKey = 'x'.repeat(10) + current.streamKey.slice(10);
    const before = readdirSync(join(ctx.dataDir, 'live'));

    for (const path of [
      `live/${wrongKey}`,
      `live/${stopped.streamKey}`,
      `other/${current.streamKey}`,
    ]) {
      const encoder = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort}/${path}`, { seconds: 5 });
      encoders.push(encoder);
      expect(await encoder.exited, path).not.toBe(0);
      expect(encoder.stderr(), path).toContain(
        'Server error: This stream key is not valid for a live stream.',
      );
    }
    expect(readdirSync(join(ctx.dataDir, 'live'))).toEqual(before);
    expect((await artist.get('/api/live/active')).json().stream).toMatchObject({
      id: current.id,
      ingest: 'waiting',
    });
    const logs = ctx.logs.join('');
    expect(logs).toContain('RTMP publish refused');
    for (const key of [wrongKey, stopped.streamKey, current.streamKey])
      expect(logs).not.toContain(key);
    await artist.post('/api/live/stop', { streamId: current.id });
  });
});

describe.skipIf(!BUNDLED)('RTMP ingest on a machine without ffmpeg: the one npm installs', () => {
  it('is found, says so at /api/health/ingest, and remuxes a publish to HLS', async () => {
    const rtmpPort = await freePort();
    const ctx = await ingestApp({ RTMP_PORT: String(rtmpPort) }, { hideSystemFfmpeg: true });
    const encoder = { stop: () => {} };
    try {
      const health = (await ctx.app.inject({ method: 'GET', url: '/api/health/ingest' })).json();
      expect(health).toMatchObject({ rtmp: 'listening', ffmpeg: { source: 'bundled' } });
      expect(health.ffmpeg.version).toMatch(/\S/);
      const artist = await signIn(
        ctx.app,
        ctx.config.publicUrl,
        'artist@example.com',
        'fanclub-demo',
        '10.60.0.3',
      );
      const own = (await artist.post('/api/live/start', { title: 'npm ffmpeg' })).json();
      Object.assign(encoder, pushTestPattern(`rtmp://127.0.0.1:${rtmpPort}/live/${own.streamKey}`));
      await expectOnAir(ctx.dataDir, artist, own.id);
      await artist.post('/api/live/stop', { streamId: own.id });
    } finally {
      encoder.stop();
      await ctx.close();
    }
  });
});

describe('RTMP ingest without ffmpeg', () => {
  it('still starts the app and says in one log line that ingest is off', async () => {
    const ctx = await ingestApp({
      RTMP_PORT: String(await freePort()),
      FFMPEG_PATH: '/nonexistent/ffmpeg',
    });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const lines = ctx.logs.filter((line) => line.includes('RTMP ingest is off'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('ffmpeg was not found');
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health/ingest' });
      expect(health.json()).toEqual({ rtmp: 'off', ffmpeg: null });
      const artist = await signIn(
        ctx.app,
        ctx.config.publicUrl,
        'artist@example.com',
        'fanclub-demo',
        '10.60.0.2',
      );
      const own = (await artist.post('/api/live/start', { title: 'No ingest' })).json();
      expect(own.ingestUrl).toBeNull();
    } finally {
      await ctx.close();
    }
  });
});

describe('RTMP configuration', () => {
  it('defaults to port 1935 on the PUBLIC_URL host, takes an override, and rejects bad values', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://fans.example.com' }).rtmp).toMatchObject({
      port: 1935,
      serverUrl: 'rtmp://fans.example.com/live',
    });
    expect(loadConfig({ RTMP_PORT: '1936' }).rtmp.serverUrl).toBe('rtmp://localhost:1936/live');
    expect(loadConfig({ RTMP_PUBLIC_URL: 'rtmp://ingest.example.com:443/' }).rtmp.serverUrl).toBe(
      'rtmp://ingest.example.com:443/live',
    );
    expect(loadConfig({ RTMP_PORT: '0' }).rtmp.port).toBe(0);
    expect(() => loadConfig({ RTMP_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ RTMP_PORT: '70000' })).toThrow(/RTMP_PORT/);
    expect(() => loadConfig({ RTMP_PUBLIC_URL: 'http://ingest.example.com' })).toThrow(
      /RTMP_PUBLIC_URL/,
    );
  });
});
