import { expect as baseExpect, test } from './test';
import type { Browser } from '@playwright/test';
import { memberPage as signedIn, startOwnServer } from './own-server';
import type { OwnServer } from './own-server';
import { phoneOn, screensDir, VIP_GOLD } from './phone';
import type { PhoneOptions } from './phone';

// What a live stream's audience sees: no LIVE anywhere until the artist goes live, then the
// banner, the nav dot and the broadcaster's own "You're live" bar; hearts floating over the player
// (not with reduced motion) and the tier badge in the chat. A live stream is what every viewer of
// a server sees, so this file runs on a server of its own, in order.
// Generous timeouts: each test opens several phone-sized browsers on a possibly busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

let server: OwnServer;
test.beforeAll(async () => {
  // A fresh server migrates and seeds (argon2 hashes) first: slow on a busy two-core machine.
  test.setTimeout(150_000);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

const phone = (browser: Browser, options?: PhoneOptions) => phoneOn(server.url, browser, options);

test.describe('live state comes from the active stream API', () => {
  test('no LIVE anywhere when nobody is live; banner, nav dot and "You\'re live" bar when the artist is', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const fan = await signedIn(browser, server.url, 'fan@example.com');
    await fan.goto('/dashboard');
    await expect(fan.getByRole('heading', { name: 'Happening Now' })).toBeVisible();
    await expect(fan.getByText('Nobody is live right now')).toBeVisible();
    await expect(fan.getByText('Live', { exact: true })).toHaveCount(0);
    await expect(fan.getByTestId('live-banner')).toHaveCount(0);
    await expect(fan.getByTestId('nav-live-dot')).toHaveCount(0);
    await fan.screenshot({ path: `${screensDir}fan_home-not-live.png` });

    const artist = await signedIn(browser, server.url, 'artist@example.com');
    const started = await artist.request.post('/api/live/start', {
      data: { title: 'Late Bloom listening session', streamUrl: '', streamType: 'hls' },
      headers: { origin: server.url },
    });
    expect(started.ok(), await started.text()).toBe(true);

    await fan.reload();
    const banner = fan.getByTestId('live-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Aria Monroe is live')).toBeVisible();
    await expect(banner.getByText(/\d+ watching/)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      '/media-hub/live',
    );
    await expect(fan.getByTestId('happening-now-live')).toContainText(
      'Late Bloom listening session',
    );
    await expect(fan.getByTestId('nav-live-dot')).toBeVisible();
    await fan.screenshot({ path: `${screensDir}fan_home-live.png` });

    // The broadcaster sees it in plain sight, ticking, with End stream beside it.
    await artist.goto('/media-hub');
    await expect(artist.getByRole('heading', { name: 'Exclusive Content' })).toBeVisible();
    const bar = artist.getByTestId('own-live-bar');
    await expect(bar).toContainText(/You're live · \d\d:\d\d:\d\d/);
    const first = await bar.locator('time').textContent();
    await expect
      .poll(async () => bar.locator('time').textContent(), { timeout: 5_000 })
      .not.toBe(first);
    await expect(artist.getByRole('button', { name: 'Go Live' })).toHaveCount(0);
    await bar.scrollIntoViewIfNeeded();
    await artist.screenshot({ path: `${screensDir}artist_media-hub-live.png` });
    await bar.getByRole('button', { name: 'End stream' }).click();
    // It asks first: Stay live keeps the show on; End stream in the dialog ends it.
    const confirm = artist.getByRole('dialog', { name: 'End the live stream?' });
    await confirm.getByRole('button', { name: 'Stay live' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'End stream' }).click();
    await confirm.getByRole('button', { name: 'End stream' }).click();
    await expect(artist.getByText('Stream Stopped')).toBeVisible();
    await expect(artist.getByRole('button', { name: 'Go Live' })).toBeVisible();

    await fan.reload();
    await expect(fan.getByText('Nobody is live right now')).toBeVisible();
    await expect(fan.getByTestId('live-banner')).toHaveCount(0);
    await expect(fan.getByTestId('nav-live-dot')).toHaveCount(0);
  });
});

test('hearts float over the live player as they arrive, not with reduced motion; chat wears the tier badge', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const artist = await phone(browser, { email: 'artist@example.com' });
  const start = await artist.request.post('/api/live/start', {
    data: { title: 'Premium hearts' },
    headers: { origin: server.url },
  });
  expect(start.status(), await start.text()).toBe(200);
  const streamId = ((await start.json()) as { id: string }).id;

  const vip = await phone(browser, { email: 'vip@example.com' });
  const calm = await phone(browser, { email: 'fanplus@example.com', reducedMotion: 'reduce' });
  for (const page of [vip, calm]) {
    await page.goto('/media-hub');
    await expect(page.getByRole('heading', { name: 'Live Chat' })).toBeVisible({ timeout: 60_000 });
  }
  for (let i = 0; i < 3; i++) {
    const res = await artist.request.post(`/api/live/${streamId}/hearts`, {
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(202);
  }
  await expect(
    vip.getByTestId('hearts-overlay').getByTestId('floating-heart').first(),
  ).toBeAttached();
  await expect(calm.getByTestId('heart-total')).toHaveText(/^3\b/);
  await expect(calm.getByTestId('hearts-overlay')).toHaveCount(0);

  await vip.getByRole('textbox', { name: 'Chat message' }).fill('Front row!');
  await vip.getByRole('button', { name: 'Send message' }).click();
  const line = calm
    .getByRole('log', { name: 'Chat messages' })
    .getByTestId('chat-message')
    .filter({ hasText: 'Front row!' });
  const badge = line.getByText('VIP', { exact: true });
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(VIP_GOLD);
  await artist.request.post('/api/live/stop', {
    data: { stream_id: streamId },
    headers: { origin: server.url },
  });
});
