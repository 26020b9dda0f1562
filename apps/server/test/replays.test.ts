import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveReplays, liveStreams } from '../src/db/schema/live';
import { findFfmpeg } from '../src/features/live/ingest/ffmpeg-binary';
import { hlsTokens } from '../src/features/live/hls-access';
import { expectOnAir, ingestApp } from './helpers/ingest';
import { pushTestPattern } from './helpers/test-pattern';
import { freePort } from './helpers/private-services';
import { signIn } from './helpers/session';
import { testDbKind } from './helpers/test-database';

const hasFfmpeg = findFfmpeg() !== null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const segmentsOf = (playlist: string) => playlist.split('\n').filter((l) => l.endsWith('.ts'));

// Replays (issue 32, ADR 031): a real RTMP push through the ingest, then the replay it leaves.
describe.skipIf(!hasFfmpeg)(`Replays of live streams on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof ingestApp>>;
  let rtmpPort: number;
  type Member = Awaited<ReturnType<typeof signIn>>;
  let artist: Member, admin: Member, fan: Member, fanplus: Member, vip: Member;
  const encoders: ReturnType<typeof pushTestPattern>[] = [];
  let replayId = '';
  let stoppedAt = 0;

  beforeAll(async () => {
    rtmpPort = await freePort();
    ctx = await ingestApp({ RTMP_PORT: String(rtmpPort) });
    const as = (email: string, ip: string) =>
      signIn(ctx.app, ctx.config.publicUrl, email, 'fanclub-demo', ip);
    artist = await as('artist@example.com', '10.61.0.1');
    admin = await as('admin@example.com', '10.61.0.2');
    fan = await as('fan@example.com', '10.61.0.3');
    fanplus = await as('fanplus@example.com', '10.61.0.4');
    vip = await as('vip@example.com', '10.61.0.5');
  });
  afterAll(async () => {
    for (const encoder of encoders) encoder.stop();
    await ctx?.close();
  });

  it('records a pushed stream (one recording across an encoder reconnect) and lists it as a replay within 10 s of End stream', async () => {
    const own = (
      await artist.post('/api/live/start', { title: 'Replay check', audienceTier: 'fanplus' })
    ).json();
    replayId = own.id;
    const url = `rtmp://127.0.0.1:${rtmpPort}/live/${own.streamKey}`;
    const first = pushTestPattern(url);
    encoders.push(first);
    await expectOnAir(ctx.dataDir, artist, own.id);
    await sleep(1_500);
    expect(
      (await fanplus.post(`/api/live/${own.id}/chat`, { text: 'First words' })).statusCode,
    ).toBe(201);
    expect((await fanplus.post(`/api/live/${own.id}/hearts`, {})).statusCode).toBeLessThan(300);
    await sleep(3_000);
    expect(
      (await fanplus.post(`/api/live/${own.id}/chat`, { text: 'Three seconds on' })).statusCode,
    ).toBe(201);
    await sleep(1_500);

    // The encoder drops and comes back within the minute: the same stream, the same recording.
    first.stop();
    await expect
      .poll(async () => (await artist.get('/api/live/active')).json().stream.ingest, {
        timeout: 15_000,
      })
      .toBe('reconnecting');
    const second = pushTestPattern(url);
    encoders.push(second);
    await expect
      .poll(async () => (await artist.get('/api/live/active')).json().stream.ingest, {
        timeout: 30_000,
      })
      .toBe('live');
    await sleep(3_000);

    stoppedAt = Date.now();
    expect((await artist.post('/api/live/stop', { streamId: own.id })).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await fanplus.get('/api/replays'))
            .json()
            .replays.some((r: { id: string }) => r.id === own.id),
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    const replay = (await fanplus.get('/api/replays'))
      .json()
      .replays.find((r: { id: string }) => r.id === own.id);
    expect(replay).toMatchObject({
      title: 'Replay check',
      audienceTier: 'fanplus',
      locked: false,
      hidden: false,
    });
    expect(replay.durationSec).toBeGreaterThanOrEqual(7);
    expect(replay.peakViewers).toBeGreaterThanOrEqual(0);
    const recording = join(ctx.dataDir, 'replays', own.id, 'recording.m3u8');
    expect(existsSync(recording)).toBe(true);
  });

  it('plays only for its tier: a free fan sees it locked with no URL; Fan+ gets a signed playlist that ends and whose segments are served', async () => {
    const fanList = (await fan.get('/api/replays')).json();
    const locked = fanList.replays.find((r: { id: string }) => r.id === replayId);
    expect(locked).toMatchObject({ locked: true });
    expect(JSON.stringify(fanList)).not.toContain('/replays/');
    expect((await fan.get(`/api/replays/${replayId}`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/replays/${replayId}` })).statusCode).toBe(403);
    expect((await fan.get(`/api/replays/${replayId}/timeline`)).statusCode).toBe(403);

    const playback = await fanplus.get(`/api/replays/${replayId}`);
    expect(playback.statusCode).toBe(200);
    const { url } = playback.json();
    expect(url).toMatch(new RegExp(`^/replays/${replayId}/\\d+-[\\w-]+/index\\.m3u8$`));
    const playlist = await fanplus.get(url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(playlist.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    // The reconnect shows as one discontinuity inside one recording.
    expect(playlist.body.match(/#EXT-X-DISCONTINUITY\n/g)?.length).toBe(1);
    const segments = segmentsOf(playlist.body);
    expect(segments.length).toBeGreaterThanOrEqual(6);
    const segment = await fan.get(url.replace('index.m3u8', segments[0]!));
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.length).toBeGreaterThan(1000);

    // Tampered, expired, live-signed or aimed at the whole recording: refused.
    const [, , , token] = url.split('/');
    const tampered = url.replace(token, `${token.slice(0, -2)}xx`);
    expect((await fanplus.get(tampered)).statusCode).toBe(403);
    const replayTokens = hlsTokens(ctx.app.appSecret, { purpose: 'replay', base: '/replays' });
    const expired = replayTokens.playlistUrl(replayId, 'index.m3u8', Date.now() - 3_600_000);
    expect((await fanplus.get(expired.url)).statusCode).toBe(403);
    const liveSigned = hlsTokens(ctx.app.appSecret).playlistUrl(replayId).url;
    expect((await fanplus.get(liveSigned.replace('/live/', '/replays/'))).statusCode).toBe(403);
    expect((await fanplus.get(url.replace('index.m3u8', 'recording.m3u8'))).statusCode).toBe(404);
  });

  it('gives the chat and hearts at their place on the replay clock', async () => {
    const timeline = await vip.get(`/api/replays/${replayId}/timeline`);
    expect(timeline.statusCode).toBe(200);
    const { chat, hearts } = timeline.json();
    const first = chat.find((c: { message: { body: string } }) => c.message.body === 'First words');
    const later = chat.find(
      (c: { message: { body: string } }) => c.message.body === 'Three seconds on',
    );
    expect(first.at).toBeGreaterThanOrEqual(0.5);
    expect(first.at).toBeLessThan(6);
    expect(later.at - first.at).toBeGreaterThan(2);
    expect(later.at - first.at).toBeLessThan(4.5);
    expect(hearts.length).toBe(1);
    expect(Math.abs(hearts[0].at - first.at)).toBeLessThan(1.5);
    // A window of the replay: only what falls in it.
    const window = (
      await vip.get(`/api/replays/${replayId}/timeline?from=${later.at - 0.5}&to=${later.at + 0.5}`)
    ).json();
    expect(window.chat.map((c: { message: { body: string } }) => c.message.body)).toEqual([
      'Three seconds on',
    ]);
    // The hearts sent before the window still count in its running total.
    expect(window.heartsBefore).toBe(1);
    expect(window.hearts).toEqual([]);
    expect((await vip.get(`/api/replays/${replayId}/timeline?from=5&to=2`)).statusCode).toBe(400);
  });

  it('lets only the artist and admins edit: a trim writes a playlist that starts at the cut', async () => {
    const before = (await fanplus.get(`/api/replays/${replayId}`)).json();
    const full = segmentsOf((await fanplus.get(before.url)).body);
    const { chat: fullChat } = (await fanplus.get(`/api/replays/${replayId}/timeline`)).json();

    for (const member of [fan, fanplus, vip])
      expect((await member.patch(`/api/replays/${replayId}`, { title: 'Nope' })).statusCode).toBe(
        403,
      );
    expect(
      (await artist.patch(`/api/replays/${replayId}`, { trimStartSec: 5, trimEndSec: 3 }))
        .statusCode,
    ).toBe(400);
    const trimmed = await artist.patch(`/api/replays/${replayId}`, {
      title: 'Replay check (cut)',
      trimStartSec: 2,
    });
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.json()).toMatchObject({ title: 'Replay check (cut)', trimStartSec: 2 });

    const after = (await fanplus.get(`/api/replays/${replayId}`)).json();
    const cut = (await fanplus.get(after.url)).body;
    expect(cut.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const kept = segmentsOf(cut);
    // ~1 s segments: the first one or two are cut, the rest kept as they were (no re-encode).
    expect(kept[0]).not.toBe(full[0]);
    expect(full.slice(full.length - kept.length)).toEqual(kept);
    expect(full.length - kept.length).toBeGreaterThanOrEqual(1);
    expect(full.length - kept.length).toBeLessThanOrEqual(3);
    const { chat } = (await fanplus.get(`/api/replays/${replayId}/timeline`)).json();
    const moved = (body: string, list: { at: number; message: { body: string } }[]) =>
      list.find((c) => c.message.body === body)?.at ?? NaN;
    const shift = moved('Three seconds on', fullChat) - moved('Three seconds on', chat);
    expect(shift).toBeGreaterThanOrEqual(1.5);
    expect(shift).toBeLessThanOrEqual(3);

    // Re-tier and hide: Fan+ loses it, VIP keeps it until hidden; the admin may too.
    expect(
      (await admin.patch(`/api/replays/${replayId}`, { audienceTier: 'vip' })).json().audienceTier,
    ).toBe('vip');
    expect((await fanplus.get(`/api/replays/${replayId}`)).statusCode).toBe(403);
    expect((await vip.get(`/api/replays/${replayId}`)).statusCode).toBe(200);
    await artist.patch(`/api/replays/${replayId}`, { hidden: true });
    expect((await vip.get(`/api/replays/${replayId}`)).statusCode).toBe(404);
    expect(
      (await vip.get('/api/replays')).json().replays.some((r: { id: string }) => r.id === replayId),
    ).toBe(false);
    expect(
      (await admin.get('/api/replays'))
        .json()
        .replays.find((r: { id: string }) => r.id === replayId).hidden,
    ).toBe(true);
  });

  it('shows admins the retention and disk used, and lets only the artist and admins delete', async () => {
    expect((await artist.get('/api/admin/replays/settings')).statusCode).toBe(403);
    const settings = (await admin.get('/api/admin/replays/settings')).json();
    expect(settings).toMatchObject({ retentionDays: null, replayCount: 1 });
    expect(settings.diskBytes).toBeGreaterThan(10_000);
    expect(settings.keptIn).toBe('disk');
    const set = await admin.put('/api/admin/replays/settings', { retentionDays: 30 });
    expect(set.json().retentionDays).toBe(30);
    expect((await admin.put('/api/admin/replays/settings', { retentionDays: 0 })).statusCode).toBe(
      400,
    );

    // The retention job (on the durable queue) deletes a replay older than 30 days, row and files.
    const artistId = (await artist.get('/api/auth/get-session')).json().user.id as string;
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    const [old] = await ctx.app.db
      .insert(liveStreams)
      .values({
        userId: artistId,
        title: 'Long ago',
        streamKey: randomBytes(24).toString('base64url'),
        isActive: false,
        endedAt: longAgo,
      })
      .returning({ id: liveStreams.id });
    await ctx.app.db.insert(liveReplays).values({
      streamId: old!.id,
      title: 'Long ago',
      startedAt: longAgo,
      endedAt: longAgo,
      durationMs: 5_000,
    });
    const oldDir = join(ctx.dataDir, 'replays', old!.id);
    mkdirSync(oldDir, { recursive: true });
    writeFileSync(join(oldDir, 'index.m3u8'), '#EXTM3U\n');
    await ctx.app.jobs.send('replays.retention', {});
    await ctx.app.jobs.settled();
    expect(existsSync(oldDir)).toBe(false);
    expect((await admin.get(`/api/replays/${old!.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/replays/${replayId}`)).statusCode).toBe(200);

    const del = (member: Member) =>
      member.inject({ method: 'DELETE', url: `/api/replays/${replayId}` });
    expect((await del(fanplus)).statusCode).toBe(403);
    expect((await del(artist)).statusCode).toBe(200);
    expect(existsSync(join(ctx.dataDir, 'replays', replayId))).toBe(false);
    expect((await admin.get(`/api/replays/${replayId}`)).statusCode).toBe(404);
    expect((await del(admin)).statusCode).toBe(404);
  });
});

describe.skipIf(!hasFfmpeg)(`LIVE_REPLAYS=false on ${testDbKind()}`, () => {
  it('a live through the ingest plays as usual and ends into no replay, with nothing kept on disk', async () => {
    const rtmpPort = await freePort();
    const ctx = await ingestApp({ RTMP_PORT: String(rtmpPort), LIVE_REPLAYS: 'false' });
    const artist = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'artist@example.com',
      'fanclub-demo',
      '10.62.0.1',
    );
    const own = (await artist.post('/api/live/start', { title: 'Not kept' })).json();
    const encoder = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort}/live/${own.streamKey}`);
    try {
      await expectOnAir(ctx.dataDir, artist, own.id);
      await sleep(2_000);
      expect((await artist.post('/api/live/stop', { streamId: own.id })).statusCode).toBe(200);
      await sleep(1_000);
      expect((await artist.get(`/api/replays/${own.id}`)).statusCode).toBe(404);
      expect((await artist.get('/api/replays')).json().replays).toEqual([]);
      expect(existsSync(join(ctx.dataDir, 'replays', own.id, 'recording.m3u8'))).toBe(false);
    } finally {
      encoder.stop();
      await ctx.close();
    }
  });
});
