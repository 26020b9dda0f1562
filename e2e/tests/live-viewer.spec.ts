import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from './test';
import type { Page } from '@playwright/test';
import { describeFindings, scan } from './a11y-helpers';
import { memberPage, startOwnServer } from './own-server';
import type { OwnServer } from './own-server';
import { phoneOn, screensDir } from './phone';
import { writeTestCardHls } from './test-card-hls';

// Watching a live as a phone app does (issue 32): Join opens the full-screen viewer, playing at
// once (muted, with Tap to unmute), chat and hearts over the picture, artist, count and tier on
// top; landscape fills the screen with the video; Escape or ✕ returns where the fan was; a free
// fan gets the locked card. Going live needs a server of our own, so this file runs in order.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const docsShot = fileURLToPath(new URL('../../docs/screenshots/live-viewer.png', import.meta.url));
let server: OwnServer;
let artist: Page;
let streamId: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-viewer-e2e-'));
  writeTestCardHls(join(dataDir, 'live', 'viewer-card'));
  server = await startOwnServer({ DATA_DIR: dataDir });
  artist = await memberPage(browser, server.url, 'artist@example.com');
  const res = await artist.request.post('/api/live/start', {
    data: { title: 'Front row sound check', streamUrl: '/live/viewer-card/index.m3u8' },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(200);
  streamId = ((await res.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await artist?.request.post('/api/live/stop', {
    data: { streamId },
    headers: { origin: server.url },
  });
  await server?.stop();
});

const viewer = (page: Page) => page.getByRole('dialog', { name: /^Live: / });
const liveVideo = (page: Page) => page.locator('video[aria-label^="Live stream:"]');
const videoState = (page: Page) =>
  liveVideo(page).evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, muted: v.muted }));

test('Join opens the full-screen viewer playing muted, with chat, hearts and the top bar; Escape returns', async ({
  browser,
}) => {
  // A Pixel 7's whole screen (the installed app, no browser bar), one image pixel per CSS pixel.
  const fan = await phoneOn(server.url, browser, {
    email: 'fanplus@example.com',
    viewport: { width: 412, height: 915 },
  });
  await fan.goto('/home');
  const banner = fan.getByTestId('live-banner');
  await banner.getByRole('link', { name: 'Join' }).click();

  await expect(fan).toHaveURL(/\/media-hub\/live$/);
  const dialog = viewer(fan);
  await expect(dialog).toBeFocused();
  await expect(fan.getByRole('navigation')).toHaveCount(0);
  // Playing at once, without a tap: muted, and the picture moves.
  await expect.poll(async () => (await videoState(fan)).time).toBeGreaterThan(1);
  const first = await videoState(fan);
  expect(first.muted).toBe(true);
  await expect.poll(async () => (await videoState(fan)).time).toBeGreaterThan(first.time + 1);

  await expect(dialog.getByTestId('viewer-artist')).toHaveText('Aria Monroe');
  await expect(dialog.getByTestId('viewer-tier')).toHaveText('Fan+');
  await expect(dialog.getByTestId('viewer-count')).toHaveText(/^[1-9]\d* watching$/);
  // The video fills the phone.
  expect(await liveVideo(fan).boundingBox()).toEqual({ x: 0, y: 0, width: 412, height: 915 });

  // Chat over the picture: typed there, it appears there.
  await dialog.getByRole('textbox', { name: 'Chat message' }).fill('Watching from the bus!');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(
    dialog.getByRole('log', { name: 'Chat messages' }).getByText('Watching from the bus!'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Send a heart' }).click();
  await expect(dialog.getByTestId('heart-total')).toHaveText(/^1\b/);
  await expect(dialog.getByTestId('floating-heart').first()).toBeAttached();
  await fan.screenshot({ path: `${screensDir}live-viewer-portrait.png` });
  await fan.screenshot({ path: docsShot });
  // The shared e2e server never has a stream on, so a11y.spec.ts cannot see this screen.
  const findings = await scan(fan, 'fan+ /media-hub/live');
  expect(findings, describeFindings(findings)).toEqual([]);

  await dialog.getByRole('button', { name: 'Tap to unmute' }).click();
  await expect.poll(async () => (await videoState(fan)).muted).toBe(false);
  await expect(dialog.getByRole('button', { name: 'Tap to unmute' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Mute' }).click();
  await expect.poll(async () => (await videoState(fan)).muted).toBe(true);

  await fan.keyboard.press('Escape');
  await expect(fan).toHaveURL(/\/home$/);
  await expect(banner).toBeVisible();

  // Happening Now on the dashboard opens it too; ✕ comes back to the dashboard.
  await fan.goto('/dashboard');
  await fan.getByTestId('happening-now-live').click();
  await expect(viewer(fan)).toBeVisible();
  await viewer(fan).getByRole('button', { name: 'Close live' }).click();
  await expect(fan).toHaveURL(/\/dashboard$/);
  await expect(fan.getByRole('heading', { name: 'Happening Now' })).toBeVisible();
});

test('landscape shows the video over the whole screen; no floating hearts with reduced motion; opened directly, ✕ lands on Content', async ({
  browser,
}) => {
  const fan = await phoneOn(server.url, browser, {
    email: 'vip@example.com',
    viewport: { width: 915, height: 412 },
    reducedMotion: 'reduce',
  });
  await fan.goto('/media-hub/live');
  await expect.poll(async () => (await videoState(fan)).time).toBeGreaterThan(0.5);
  expect(await liveVideo(fan).boundingBox()).toEqual({ x: 0, y: 0, width: 915, height: 412 });
  expect(await liveVideo(fan).evaluate((v) => getComputedStyle(v).objectFit)).toBe('contain');
  await expect(viewer(fan).getByRole('textbox', { name: 'Chat message' })).toBeVisible();
  await fan.screenshot({ path: `${screensDir}live-viewer-landscape.png` });
  // Hearts still count with reduced motion; none float.
  await viewer(fan).getByRole('button', { name: 'Send a heart' }).click();
  await expect(viewer(fan).getByTestId('heart-total')).toHaveText(/^2\b/);
  await expect(fan.getByTestId('hearts-overlay')).toHaveCount(0);
  await expect(fan.getByTestId('floating-heart')).toHaveCount(0);
  await viewer(fan).getByRole('button', { name: 'Close live' }).click();
  await expect(fan).toHaveURL(/\/media-hub$/);
  await expect(fan.getByRole('heading', { name: 'Exclusive Content' })).toBeVisible();
});

test('a free fan who joins gets the locked card in the viewer, no video', async ({ browser }) => {
  const fan = await memberPage(browser, server.url, 'fan@example.com');
  await fan.goto('/home');
  await fan.getByTestId('live-banner').getByRole('link', { name: 'Join' }).click();
  const dialog = viewer(fan);
  await expect(dialog.getByText('Livestreams are for Fan+ and VIP members.')).toBeVisible();
  await expect(
    dialog.getByRole('link', { name: 'Upgrade to Fan+ or VIP', exact: true }),
  ).toBeVisible();
  await expect(liveVideo(fan)).toHaveCount(0);
  await expect(dialog.getByTestId('viewer-count')).toHaveCount(0);
  const findings = await scan(fan, 'fan /media-hub/live (locked)');
  expect(findings, describeFindings(findings)).toEqual([]);
  await fan.screenshot({ path: `${screensDir}live-viewer-locked.png` });
  await fan.keyboard.press('Escape');
  await expect(fan).toHaveURL(/\/home$/);
});

test('when the artist ends the live, the open viewer says so without a reload', async ({
  browser,
}) => {
  const fan = await phoneOn(server.url, browser, { email: 'vip@example.com' });
  await fan.goto('/media-hub/live');
  await expect(liveVideo(fan)).toBeAttached();
  const res = await artist.request.post('/api/live/stop', {
    data: { streamId },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect(fan.getByText('Check back soon for live content!')).toBeVisible();
  await expect(liveVideo(fan)).toHaveCount(0);
  await expect(fan.getByRole('dialog', { name: 'Live' })).toBeFocused();
});
