import { fileURLToPath } from 'node:url';
import { devices, expect as baseExpect, test } from './test';
import type { Page } from '@playwright/test';
import { startOwnServer } from './own-server';
import type { OwnServer } from './own-server';

// Who may watch a livestream (spec tier table): a visitor and a free fan see it locked with the
// upgrade card (the visitor also a sign-in path); the artist picks the audience in Go Live.
// Going live changes what every screen of a server shows, so this runs on a server of its own.
test.describe.configure({ mode: 'serial' });
// Four browsers sign in here; on a busy machine the default 5 s is too tight.
const expect = baseExpect.configure({ timeout: 15_000 });
const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('fanclub-demo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
}

test('a VIP livestream is locked for visitors and Fan+, with its title, an upgrade card and sign-in', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const baseURL = server.url;
  const page = await (await browser.newContext({ ...devices['Pixel 7'], baseURL })).newPage();
  await signIn(page, 'artist@example.com');
  await page.goto('/media-hub');
  await page.getByRole('button', { name: 'Go Live' }).click();
  const dialog = page.getByRole('dialog', { name: 'Go Live' });
  await dialog.getByLabel('Title', { exact: true }).fill('VIP rehearsal');
  await dialog.getByText('Advanced', { exact: true }).click();
  await dialog.getByLabel('Stream URL').fill('https://cdn.example.com/vip/index.m3u8');
  await dialog.getByRole('combobox', { name: 'Who can watch' }).click();
  await page.getByRole('option', { name: 'VIP only' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Who can watch' })).toHaveText('VIP only');
  await page.screenshot({ path: `${screensDir}live_go-live-audience.png` });
  await dialog.getByRole('button', { name: 'Start Stream' }).click();
  await expect(page.getByText('Stream Started')).toBeVisible();
  const streamId =
    ((await (await page.request.get('/api/live/mine')).json()) as { streams: { id: string }[] })
      .streams[0]?.id ?? '';

  try {
    const guest = await (await browser.newContext({ ...devices['Pixel 7'], baseURL })).newPage();
    await guest.goto('/media-hub');
    await expect(guest.getByRole('heading', { name: 'VIP rehearsal' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(guest.getByText('This livestream is for VIP members.')).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Upgrade to VIP', exact: true })).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(guest.locator('video[aria-label^="Live stream:"]')).toHaveCount(0);
    await guest.getByRole('heading', { name: 'Exclusive Content' }).scrollIntoViewIfNeeded();
    await guest.screenshot({ path: `${screensDir}live_locked-guest.png` });
    expect((await guest.request.get(`/api/live/${streamId}/playback`)).status()).toBe(401);

    const fanplus = await (await browser.newContext({ ...devices['Pixel 7'], baseURL })).newPage();
    await signIn(fanplus, 'fanplus@example.com');
    await fanplus.goto('/media-hub');
    await expect(fanplus.getByRole('link', { name: 'Upgrade to VIP', exact: true })).toBeVisible();
    await expect(fanplus.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    expect((await fanplus.request.get(`/api/live/${streamId}/playback`)).status()).toBe(403);

    const vip = await (await browser.newContext({ ...devices['Pixel 7'], baseURL })).newPage();
    await signIn(vip, 'vip@example.com');
    await vip.goto('/media-hub');
    await expect(vip.locator('video[aria-label="Live stream: VIP rehearsal"]')).toHaveCount(1);
    expect((await (await vip.request.get(`/api/live/${streamId}/playback`)).json()).url).toBe(
      'https://cdn.example.com/vip/index.m3u8',
    );
    await Promise.all([guest, fanplus, vip].map((p) => p.context().close()));
  } finally {
    await page.request.post('/api/live/stop', {
      data: { streamId },
      headers: { origin: baseURL },
    });
  }
});
