import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from '../src/features/live/ingest/ffmpeg-binary';
import { fakeBucket } from './helpers/fake-bucket';
import { expectOnAir, ingestApp } from './helpers/ingest';
import { freePort } from './helpers/private-services';
import { signIn } from './helpers/session';
import { pushTestPattern } from './helpers/test-pattern';
import { testDbKind } from './helpers/test-database';

const hasFfmpeg = findFfmpeg() !== null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const segmentsOf = (playlist: string) => playlist.split('\n').filter((l) => l.endsWith('.ts'));
const localSegments = (dir: string) => {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.ts'));
  } catch {
    return [];
  }
};

// Replays in an S3 bucket (issue 32, ADR 031): a real RTMP push through the ingest, with the
// bucket faked at the network edge (S3 lies outside this machine).
describe.skipIf(!hasFfmpeg)(
  `Replays uploaded to an S3 bucket as segments finish (S3 faked at the network edge) on ${testDbKind()}`,
  () => {
    let bucket: Awaited<ReturnType<typeof fakeBucket>>;
    let ctx: Awaited<ReturnType<typeof ingestApp>>;
    let encoder: ReturnType<typeof pushTestPattern> | undefined;
    type Member = Awaited<ReturnType<typeof signIn>>;
    let artist: Member, admin: Member, fanplus: Member;
    let replayId = '';
    let rtmpPort = 0;
    const prefix = () => `/fanclub-media/private/replays/${replayId}/`;
    const object = (name: string) => bucket.objects.get(`${prefix()}${name}`);

    beforeAll(async () => {
      bucket = await fakeBucket();
      rtmpPort = await freePort();
      ctx = await ingestApp({
        RTMP_PORT: String(rtmpPort),
        S3_ENDPOINT: bucket.endpoint,
        S3_BUCKET: 'fanclub-media',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example-key',
      });
      const as = (email: string, ip: string) =>
        signIn(ctx.app, ctx.config.publicUrl, email, 'fanclub-demo', ip);
      artist = await as('artist@example.com', '10.62.0.1');
      admin = await as('admin@example.com', '10.62.0.2');
      fanplus = await as('fanplus@example.com', '10.62.0.3');
    });
    afterAll(async () => {
      encoder?.stop();
      await ctx?.close();
      await bucket?.close();
    });

    it('uploads each finished segment and the playlist while live, so a crash loses only the last ones', async () => {
      const own = (
        await artist.post('/api/live/start', { title: 'Bucket replay', audienceTier: 'fanplus' })
      ).json();
      replayId = own.id;
      encoder = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort}/live/${own.streamKey}`);
      await expectOnAir(ctx.dataDir, artist, own.id);
      await sleep(4_000);

      // Mid-stream the bucket already holds a playlist whose every segment it holds too.
      const live = object('recording.m3u8')?.body.toString() ?? '';
      expect(live).not.toContain('#EXT-X-ENDLIST');
      const listed = segmentsOf(live);
      expect(listed.length).toBeGreaterThanOrEqual(2);
      for (const name of listed) expect(object(name)?.contentType).toBe('video/mp2t');
      // Uploaded segments leave the local folder: it holds at most the ones in flight.
      expect(localSegments(join(ctx.dataDir, 'replays', replayId)).length).toBeLessThanOrEqual(2);
      expect(bucket.requests.every((r) => r.authorization.startsWith('AWS4-HMAC-SHA256 '))).toBe(
        true,
      );

      expect((await artist.post('/api/live/stop', { streamId: own.id })).statusCode).toBe(200);
      encoder.stop();
      const replays = (await fanplus.get('/api/replays')).json().replays;
      expect(replays.some((r: { id: string }) => r.id === own.id)).toBe(true);
      expect(object('index.m3u8')?.body.toString().trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
      expect(localSegments(join(ctx.dataDir, 'replays', replayId))).toEqual([]);
      const settings = (await admin.get('/api/admin/replays/settings')).json();
      expect(settings.diskBytes).toBeGreaterThan(10_000);
      expect(settings.keptIn).toBe('bucket');
    });

    it('serves the replay from the bucket under the same signed token', async () => {
      const { url } = (await fanplus.get(`/api/replays/${replayId}`)).json();
      const playlist = await fanplus.get(url);
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toContain('mpegurl');
      expect(playlist.body).toBe(object('index.m3u8')?.body.toString());
      const first = segmentsOf(playlist.body)[0]!;
      const segment = await fanplus.get(url.replace('index.m3u8', first));
      expect(segment.statusCode).toBe(200);
      expect(segment.rawPayload.equals(object(first)!.body)).toBe(true);
      const [, , , token] = url.split('/');
      const tampered = url.replace(token, `${token.slice(0, -2)}xx`);
      expect((await fanplus.get(tampered)).statusCode).toBe(403);
      expect((await fanplus.get(url.replace('index.m3u8', 'recording.m3u8'))).statusCode).toBe(404);
      expect((await fanplus.get(url.replace('index.m3u8', 'missing-9.ts'))).statusCode).toBe(404);
    });

    it('writes a trim to the bucket, and a delete empties it', async () => {
      const full = segmentsOf(object('index.m3u8')!.body.toString());
      expect((await artist.patch(`/api/replays/${replayId}`, { trimStartSec: 2 })).statusCode).toBe(
        200,
      );
      const cut = segmentsOf(object('index.m3u8')!.body.toString());
      expect(cut.length).toBeLessThan(full.length);
      expect(full.slice(full.length - cut.length)).toEqual(cut);
      const { url } = (await fanplus.get(`/api/replays/${replayId}`)).json();
      expect(segmentsOf((await fanplus.get(url)).body)).toEqual(cut);

      expect(
        (await artist.inject({ method: 'DELETE', url: `/api/replays/${replayId}` })).statusCode,
      ).toBe(200);
      expect(bucket.keysUnder(prefix())).toEqual([]);
      expect((await fanplus.get(url)).statusCode).toBe(404);
    });
  },
);
