import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, test } from './test';
import { memberPage, startOwnServer } from './own-server';
import type { OwnServer } from './own-server';

// The artist goes live from the phone itself (issue 32): Chromium's fake camera and microphone
// stand in for the phone's, the page sends them over the camera socket, and a Fan+ member's
// player plays them like any RTMP stream. Going live makes the stream every viewer of a server
// sees, so this file runs on a server of its own (RTMP off: the camera does not need it).
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));

let server: OwnServer;
let cameraBrowser: Browser;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer();
  // A browser of its own: the fake devices are launch flags, not context options.
  cameraBrowser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
});
test.afterAll(async () => {
  await cameraBrowser?.close();
  await server?.stop();
});

const liveVideo = (page: Page) => page.locator('video[aria-label^="Live stream:"]');
const currentTime = (page: Page) =>
  liveVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime);

test('an artist goes live with the phone’s camera and a Fan+ member watches it', async ({
  browser,
}) => {
  const artist = await memberPage(cameraBrowser, server.url, 'artist@example.com', (context) =>
    context.grantPermissions(['camera', 'microphone'], { origin: server.url }),
  );
  await artist.goto('/media-hub');
  await artist.getByRole('button', { name: 'Go Live' }).click();
  const dialog = artist.getByRole('dialog', { name: 'Go Live' });
  await dialog.getByLabel('Title', { exact: true }).fill('Live from my phone');
  // A phone goes live with its camera by default; its preview plays before anything is sent.
  await expect(dialog.getByRole('radio', { name: /^Camera/ })).toBeChecked();
  const preview = dialog.getByTestId('camera-preview');
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0);
  // Stream URL and type are for the technical: under Advanced, closed.
  await expect(dialog.getByLabel('Stream URL')).toBeHidden();
  await dialog.screenshot({ path: `${screenshots}go-live-camera.png` });

  // A fan waits on the media hub.
  const fan = await memberPage(browser, server.url, 'fanplus@example.com');
  await fan.goto('/media-hub');

  await dialog.getByRole('button', { name: 'Start Stream' }).click();
  // "You are live" only once the video reached the server and fans can play it.
  await expect(dialog.getByText('Going live…')).toBeVisible();
  await expect(dialog.getByText('You are live')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText('Fans are watching your camera.', { exact: false })).toBeVisible();
  await expect(dialog.getByText('Stream key', { exact: true })).toHaveCount(0);
  await artist.screenshot({ path: `${screensDir}artist_camera-live.png` });

  // The fan sees it playing: no difference from an OBS stream.
  await expect(fan.getByText('Live from my phone').first()).toBeVisible();
  const play = fan.getByRole('button', { name: 'Play', exact: true });
  if (await play.isVisible()) await play.click();
  await expect.poll(() => currentTime(fan), { timeout: 60_000 }).toBeGreaterThan(0);
  const started = await currentTime(fan);
  await expect.poll(() => currentTime(fan), { timeout: 30_000 }).toBeGreaterThan(started + 2);
  await fan.screenshot({ path: `${screensDir}fan_camera-live.png` });
  // A keyframe a second from the browser keeps segments as short as OBS's (fans stay close).
  const mine = (await (await artist.request.get('/api/live/mine')).json()) as {
    streams: { id: string }[];
  };
  const { url } = (await (
    await fan.request.get(`/api/live/${mine.streams[0]?.id}/playback`)
  ).json()) as { url: string };
  const playlist = await (await fan.request.get(url)).text();
  expect(Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)?.[1])).toBeLessThanOrEqual(2);

  // Closing the dialog keeps the artist live: the camera is not tied to it.
  await artist.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const later = await currentTime(fan);
  await expect.poll(() => currentTime(fan), { timeout: 30_000 }).toBeGreaterThan(later + 3);
  await expect(fan.getByText('Reconnecting…')).toHaveCount(0);

  // Stop Stream ends it for the fan too; the form is back for the next time.
  await artist.getByRole('button', { name: 'Stream settings' }).click();
  await dialog.getByRole('button', { name: 'Stop Stream' }).click();
  await expect(artist.getByText('Stream Stopped')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start Stream' })).toBeVisible();
  await expect(fan.getByText('Check back soon for live content!')).toBeVisible();
});
