import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { CAMERA_CLOSE, CAMERA_MAX_FRAME_BYTES } from '@fanclub/shared/camera-live';
import { build } from '../src/app';
import { loadConfig } from '../src/config';
import { serverText, translateServerText } from '../src/lib/i18n/server-texts';
import { findFfmpeg } from '../src/features/live/ingest/ffmpeg-binary';
import { createTestDatabase, testDbKind } from './helpers/test-database';
import { signIn } from './helpers/session';
import { openLive } from './helpers/live-socket';

const FFMPEG = findFfmpeg()?.path ?? 'ffmpeg';
const hasFfmpeg = findFfmpeg() !== null;

/** A recording like the browser's MediaRecorder makes: test card and tone, VP8/Opus WebM or H.264 Matroska. */
function recording(kind: 'vp8' | 'h264'): Buffer {
  const video =
    kind === 'vp8'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '500k']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-pix_fmt', 'yuv420p'];
  const result = spawnSync(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', '8', ...video, '-c:a', 'libopus', '-b:a', '48k'],
      ...['-f', kind === 'vp8' ? 'webm' : 'matroska', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.toString()}`);
  return result.stdout;
}

interface Camera {
  ws: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

async function openCamera(
  app: Awaited<ReturnType<typeof build>>,
  origin: string,
  cookie: string,
  streamId: string,
  format = 'webm-vp8',
  headers: Record<string, string> = {},
): Promise<Camera> {
  let resolveClosed: (value: { code: number; reason: string }) => void = () => {};
  const closed = new Promise<{ code: number; reason: string }>((r) => (resolveClosed = r));
  const ws = await app.injectWS(
    `/api/live/${streamId}/camera?format=${format}`,
    { headers: { origin, cookie, ...headers } },
    {
      onInit: (socket) =>
        socket.on('close', (code: number, reason: Buffer) =>
          resolveClosed({ code, reason: reason.toString() }),
        ),
    },
  );
  return { ws, closed };
}

/** Sends a recording in 64 KB frames, as MediaRecorder's timeslice would. */
async function send(camera: Camera, bytes: Buffer) {
  for (let at = 0; at < bytes.length; at += 64 * 1024) {
    if (camera.ws.readyState !== camera.ws.OPEN) return;
    camera.ws.send(bytes.subarray(at, at + 64 * 1024), { binary: true });
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!hasFfmpeg)(`going live from the camera on ${testDbKind()}`, () => {
  let ctx: { app: Awaited<ReturnType<typeof build>>; dataDir: string; close: () => Promise<void> };
  let origin: string;
  let artist: Awaited<ReturnType<typeof signIn>>;
  let admin: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-camera-'));
    // RTMP off: the camera needs ffmpeg, not the RTMP port.
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      RTMP_PORT: '0',
    });
    const { database, drop } = await createTestDatabase();
    const app = await build({ config, database, logger: false });
    await app.ready();
    ctx = { app, dataDir, close: async () => (await app.close(), await drop()) };
    origin = config.publicUrl;
    artist = await signIn(app, origin, 'artist@example.com', 'fanclub-demo', '10.61.0.1');
    admin = await signIn(app, origin, 'admin@example.com', 'fanclub-demo', '10.61.0.2');
  });
  afterAll(async () => ctx?.close());

  it.each(['vp8', 'h264'] as const)(
    'puts %s video from the artist’s camera on air, served as HLS like RTMP, and ends it on Stop',
    async (kind) => {
      const own = (await artist.post('/api/live/start', { title: `Camera ${kind}` })).json();
      const watcher = await openLive(ctx.app, origin, own.id, `camera-watch-${kind}`);
      const camera = await openCamera(
        ctx.app,
        origin,
        artist.cookie,
        own.id,
        kind === 'vp8' ? 'webm-vp8' : 'webm-h264',
      );
      await send(camera, recording(kind));

      await expect
        .poll(async () => (await artist.get('/api/live/active')).json().stream.ingest, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe('live');
      expect(
        watcher.messages.some(
          (m) => m.type === 'ingest' && m.streamId === own.id && m.ingest === 'live',
        ),
      ).toBe(true);
      const { url } = (await artist.get(`/api/live/${own.id}/playback`)).json();
      const playlist = await artist.get(url);
      expect(playlist.statusCode).toBe(200);
      const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'));
      expect(segment).toBeDefined();
      const served = await artist.get(url.replace('index.m3u8', segment));
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBeGreaterThan(1000);

      expect((await artist.post('/api/live/stop', { streamId: own.id })).statusCode).toBe(200);
      expect(await camera.closed).toEqual({
        code: CAMERA_CLOSE.ended,
        reason: 'The live stream has ended.',
      });
      await expect
        .poll(() => existsSync(join(ctx.dataDir, 'live', own.id)), { timeout: 10_000 })
        .toBe(false);
      watcher.close();
    },
  );

  it('shows "reconnecting" when the camera drops, and survives bytes that are not video', async () => {
    const own = (await artist.post('/api/live/start', { title: 'Shaky phone' })).json();
    const camera = await openCamera(ctx.app, origin, artist.cookie, own.id);
    await send(camera, recording('vp8'));
    await expect
      .poll(async () => (await artist.get('/api/live/active')).json().stream.ingest, {
        timeout: 30_000,
      })
      .toBe('live');
    camera.ws.terminate(); // the phone lost its signal
    await expect
      .poll(async () => (await artist.get('/api/live/active')).json().stream.ingest, {
        timeout: 10_000,
      })
      .toBe('reconnecting');

    // Garbage ends that publish (the page may start again); the server lives on.
    const garbage = await openCamera(ctx.app, origin, artist.cookie, own.id);
    garbage.ws.send(Buffer.alloc(200_000, 7), { binary: true });
    expect((await garbage.closed).code).toBe(CAMERA_CLOSE.dropped);
    expect((await artist.get('/api/live/active')).json().stream.ingest).toBe('reconnecting');
    await artist.post('/api/live/stop', { streamId: own.id });
  });

  it('refuses a fan, another artist’s stream, a stream that ended, unknown formats, and too much', async () => {
    const fan = await signIn(ctx.app, origin, 'fanplus@example.com', 'fanclub-demo', '10.61.0.3');
    const own = (await artist.post('/api/live/start', { title: 'Mine' })).json();
    await expect(openCamera(ctx.app, origin, fan.cookie, own.id)).rejects.toThrow(/403/);

    const theirs = (await admin.post('/api/live/start', { title: 'Admin’s' })).json();
    const other = await openCamera(ctx.app, origin, artist.cookie, theirs.id);
    expect(await other.closed).toEqual({
      code: 4403,
      reason: 'Only the artist who started this stream can send it video.',
    });
    const format = await openCamera(ctx.app, origin, artist.cookie, own.id, 'avi');
    expect((await format.closed).code).toBe(4400);
    // In the artist's language (here the browser's), the refusal's own words and the socket's.
    const japanese = { 'accept-language': 'ja-JP,ja;q=0.9' };
    const otherJa = await openCamera(
      ctx.app,
      origin,
      artist.cookie,
      theirs.id,
      'webm-vp8',
      japanese,
    );
    expect(await otherJa.closed).toEqual({
      code: 4403,
      reason: translateServerText(
        'Only the artist who started this stream can send it video.',
        'ja',
      ),
    });
    expect((await otherJa.closed).reason).not.toMatch(/[A-Za-z]/);
    const formatJa = await openCamera(ctx.app, origin, artist.cookie, own.id, 'avi', japanese);
    expect((await formatJa.closed).reason).toBe(serverText('ja', 'cameraFormatUnsupported'));

    // A frame over 1 MB, or more than a few seconds' worth at once, is refused.
    const huge = await openCamera(ctx.app, origin, artist.cookie, own.id);
    huge.ws.send(Buffer.alloc(CAMERA_MAX_FRAME_BYTES + 1), { binary: true });
    expect((await huge.closed).code).toBe(1009);
    const flood = await openCamera(ctx.app, origin, artist.cookie, own.id);
    for (let i = 0; i < 6; i++)
      flood.ws.send(Buffer.alloc(CAMERA_MAX_FRAME_BYTES), { binary: true });
    expect((await flood.closed).code).toBe(CAMERA_CLOSE.tooMuch);

    await artist.post('/api/live/stop', { streamId: own.id });
    await admin.post('/api/live/stop', { streamId: theirs.id });
    const ended = await openCamera(ctx.app, origin, artist.cookie, own.id);
    expect(await ended.closed).toEqual({ code: 4404, reason: 'This live stream has ended.' });
  });
});
