import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from './test';
import type { Page } from '@playwright/test';
import { describeFindings, scan, settle } from './a11y-helpers';
import type { Finding } from './a11y-helpers';
import { memberPage, startOwnServer } from './own-server';
import type { OwnServer } from './own-server';
import { writeTestCardHls } from './test-card-hls';

// Live video offers captions when the stream carries them: an HLS master playlist with a WebVTT
// subtitle rendition (as an encoder or packager publishes it) gets a Captions button that shows
// the text track; a stream without one gets no button. Going live needs a server of our own.
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 20_000 });

const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const FIRST_CUE = 'Sound check, one two';
let server: OwnServer;
let dataDir: string;

/** 12 s of test card and tone (ffmpeg), plus a hand-written English WebVTT rendition beside it. */
function writeCaptionedStream(dir: string) {
  writeTestCardHls(dir);
  // ffmpeg's MPEG-TS starts at 1.4 s (126000 ticks of 90 kHz): the cue times are relative to that.
  writeFileSync(
    join(dir, 'subs-en.vtt'),
    `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000\n\n00:00:00.000 --> 00:00:06.000\n${FIRST_CUE}\n\n00:00:06.000 --> 00:00:12.000\nA 440 hertz tone\n`,
  );
  writeFileSync(
    join(dir, 'subs-en.m3u8'),
    '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:12\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:12.000,\nsubs-en.vtt\n#EXT-X-ENDLIST\n',
  );
  writeFileSync(
    join(dir, 'master.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs-en.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360,CODECS="avc1.42e01e,mp4a.40.2",SUBTITLES="subs"',
      'index.m3u8',
      '',
    ].join('\n'),
  );
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'fanclub-captions-e2e-'));
  writeCaptionedStream(join(dataDir, 'live', 'captioned'));
  // WEB_DIST_DIR passes through when set (empty means the default build).
  server = await startOwnServer({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function goLive(artist: Page, streamUrl: string): Promise<string> {
  const res = await artist.request.post('/api/live/start', {
    data: { title: 'Captioned sound check', streamUrl, streamType: 'hls' },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function stop(artist: Page, streamId: string) {
  const res = await artist.request.post('/api/live/stop', {
    data: { streamId },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const liveVideo = (page: Page) => page.locator('video[aria-label^="Live stream:"]');

test('a stream with a WebVTT subtitle rendition offers Captions, and they show; the live screen passes axe', async ({
  browser,
}) => {
  // Three viewers, playback and three axe scans: over 2 min on a busy 2-core machine.
  test.setTimeout(300_000);
  const artist = await memberPage(browser, server.url, 'artist@example.com');
  const streamId = await goLive(artist, '/live/captioned/master.m3u8');

  // Streams are for members (Fan+ by default): the viewer is a VIP.
  const viewer = await memberPage(browser, server.url, 'vip@example.com');
  const context = viewer.context();
  await viewer.goto('/media-hub');
  await expect(viewer.getByText('LIVE', { exact: true })).toBeVisible();
  const captions = viewer.getByRole('button', { name: 'Captions' });
  await expect(captions).toBeVisible();
  await expect(captions).toHaveAttribute('aria-pressed', 'false');

  await viewer.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => liveVideo(viewer).evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.5);
  // Paused inside the first cue (0-6 s of a 12 s card): on a busy machine the subtitles could
  // load after the card had played past it, or to its end, where no cue is active.
  // Then put back at 1 s (the card is VOD, so it may be): a CI run saw playback already past
  // 6 s when the pause landed, showing the second cue.
  await liveVideo(viewer).evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 1;
  });
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  const showing = () =>
    liveVideo(viewer).evaluate((v: HTMLVideoElement) =>
      Array.from(v.textTracks)
        .filter((t) => t.mode === 'showing')
        .map((t) => ({
          label: t.label,
          language: t.language,
          cue: (t.activeCues?.[0] as VTTCue | undefined)?.text ?? null,
        })),
    );
  await expect.poll(showing).toEqual([{ label: 'English', language: 'en', cue: FIRST_CUE }]);
  await liveVideo(viewer).scrollIntoViewIfNeeded();
  await viewer.screenshot({ path: `${screensDir}live_captions.png` });

  // The live screen as each kind of viewer sees it (player, captions, chat; the artist's own panel)
  // passes axe too: the shared e2e server never has a stream on, so a11y.spec.ts cannot see these.
  const findings: Finding[] = [...(await scan(viewer, 'vip /media-hub (live)'))];
  const fan = await memberPage(browser, server.url, 'fanplus@example.com');
  await fan.goto('/media-hub');
  await settle(fan);
  await expect(fan.getByRole('button', { name: 'Captions' })).toBeVisible();
  await expect(fan.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
  findings.push(...(await scan(fan, 'fan /media-hub (live)')));
  await artist.goto('/media-hub');
  await settle(artist);
  // While live the control reads 'Stream settings' (the bar above the player ends the stream).
  await artist.getByRole('button', { name: 'Stream settings' }).click();
  await expect(artist.getByRole('dialog', { name: 'Go Live' })).toBeVisible();
  await settle(artist);
  findings.push(...(await scan(artist, 'artist Go Live dialog (live)')));
  expect(findings, describeFindings(findings)).toEqual([]);

  // Off again: no track shows.
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(showing).toEqual([]);

  await stop(artist, streamId);
  await Promise.all([context.close(), artist.context().close(), fan.context().close()]);
});

test('a stream without captions has no Captions button, and still plays', async ({ browser }) => {
  test.setTimeout(120_000);
  const artist = await memberPage(browser, server.url, 'artist@example.com');
  const streamId = await goLive(artist, '/live/captioned/index.m3u8');

  // Streams are for members (Fan+ by default): the viewer is a VIP.
  const viewer = await memberPage(browser, server.url, 'vip@example.com');
  const context = viewer.context();
  await viewer.goto('/media-hub');
  await expect(viewer.getByText('LIVE', { exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => liveVideo(viewer).evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(1);
  await expect(viewer.getByRole('button', { name: 'Captions' })).toHaveCount(0);

  await stop(artist, streamId);
  await Promise.all([context.close(), artist.context().close()]);
});
