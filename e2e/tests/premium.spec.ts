import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { devices, expect as baseExpect, test } from '@playwright/test';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { DEMO_PASSWORD, startOwnServer } from './own-server';
import type { OwnServer } from './own-server';

// "A fan app that feels premium": membership card, upgrade welcome, brand type, motion with
// restraint, member prices, the cart's checkout bar and the app-shell splash. Tiers change here
// (the fan upgrades) and a stream goes live, so this file runs on a server of its own, in order.
// Generous timeouts: each test opens several phone-sized browsers on a possibly busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Long waits: on a busy machine the first API answers of a fresh server can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
mkdirSync(screensDir, { recursive: true });
// Screenshots at 412 CSS px wide, one image pixel per CSS pixel, so they stay small.
const PHONE: BrowserContextOptions = {
  ...devices['Pixel 7'],
  deviceScaleFactor: 1,
  serviceWorkers: 'block',
};
const VIP_GOLD = 'rgb(245, 196, 81)';

let server: OwnServer;
test.beforeAll(async () => {
  // A fresh server migrates and seeds (argon2 hashes) first: slow on a busy two-core machine.
  test.setTimeout(150_000);
  server = await startOwnServer({ DATABASE_URL: '', REDIS_URL: '' });
});
test.afterAll(async () => server?.stop());

async function phone(
  browser: Browser,
  options: BrowserContextOptions & { email?: string } = {},
): Promise<Page> {
  const { email, ...rest } = options;
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, ...rest });
  if (email) {
    const res = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password: DEMO_PASSWORD },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return context.newPage();
}

test('Profile shows a membership card per tier with a tier ring; staff verify its QR code', async ({
  browser,
}) => {
  const expected = { fan: 'Free', fanplus: 'Fan+', vip: 'VIP' } as const;
  const codes: Record<string, string> = {};
  for (const [account, label] of Object.entries(expected)) {
    const page = await phone(browser, { email: `${account}@example.com` });
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Membership card' });
    await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByText('Member since')).toBeVisible();
    await expect(card.getByText(/^No\. \d{6}$/)).toBeVisible();
    await expect(page.getByTestId('avatar-ring')).toHaveAttribute(
      'data-tier',
      account === 'fan' ? 'free' : account,
    );
    // Spec texts around it stay as they were.
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    if (account === 'vip') {
      await card.getByRole('button', { name: 'Show member QR code' }).click();
      await expect(
        card.getByRole('img', { name: /^Membership QR code: VIP member No\. \d{6}$/ }),
      ).toBeVisible();
      const badge = card.getByText('VIP', { exact: true });
      expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(VIP_GOLD);
    }
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${screensDir}premium_profile-${account}.png` });
    codes[account] = (
      (await (await page.request.get('/api/me/membership')).json()) as { code: string }
    ).code;
    await page.context().close();
  }

  // The door check: staff see who it is and their tier now; fans may not check anyone.
  const artist = await phone(browser, { email: 'artist@example.com' });
  const verify = (page: Page, code: string) =>
    page.request.post('/api/membership/verify', {
      data: { code },
      headers: { origin: server.url },
    });
  const ok = await verify(artist, codes.vip!);
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ displayName: 'Demo VIP', tier: 'vip' });
  const forged = codes.vip!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  expect((await verify(artist, forged)).status()).toBe(400);
  const fan = await phone(browser, { email: 'fan@example.com' });
  expect((await verify(fan, codes.vip!)).status()).toBe(403);
});

test('upgrading shows a full-screen welcome with the tier perks, once', async ({ browser }) => {
  const page = await phone(browser, { email: 'fan@example.com' });
  await page.goto('/auth?plan=fanplus');
  await page.getByLabel('Full Name').fill('Demo Fan');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration Date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP Code').fill('94107');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Subscribe for $9.99/month' }).click();

  const welcome = page.getByRole('dialog', { name: 'Welcome to Fan+' });
  await expect(welcome).toBeVisible();
  const perks = welcome.getByRole('list', { name: 'Fan+ perks' }).getByRole('listitem');
  await expect(perks).toHaveText([
    'Full playback',
    'Standard video',
    'Livestreams',
    'Community',
    'Early event notifications',
    'Standard merch',
  ]);
  // Full screen once its entrance has settled (it grows in from slightly smaller).
  await expect.poll(async () => Math.round((await welcome.boundingBox())?.width ?? 0)).toBe(412);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screensDir}premium_welcome.png` });

  await welcome.getByRole('button', { name: 'Start exploring' }).click();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  // Shown once: the same success page again goes straight to the receipt.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('product cards show the VIP price and morph into the product page; motion is off when reduced', async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.addInitScript(() => {
    const w = window as unknown as { __transitions: number };
    w.__transitions = 0;
    const start = document.startViewTransition?.bind(document);
    if (start) {
      document.startViewTransition = ((arg: Parameters<typeof start>[0]) => {
        w.__transitions += 1;
        return start(arg);
      }) as typeof document.startViewTransition;
    }
  });
  await page.goto('/shop-list');
  const tee = page.getByRole('link', { name: /New Baby Tee - White/ });
  await expect(tee.getByText('$35.00', { exact: true })).toBeVisible();
  await expect(tee.getByTestId('member-price')).toHaveText('VIP $31.50');
  const cardName = await tee
    .locator('img')
    .evaluate((el) => getComputedStyle(el).viewTransitionName);
  expect(cardName).toMatch(/^product-art-/);
  await tee.click();
  await expect(page).toHaveURL(/\/product-tee\?/);
  const detail = page.getByRole('img', { name: 'New Baby Tee - White' });
  await expect(detail).toBeVisible();
  expect(await detail.evaluate((el) => getComputedStyle(el).viewTransitionName)).toBe(cardName);
  expect(
    await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions),
  ).toBeGreaterThan(0);

  // The spring press is a transform transition; with reduced motion the global rule removes it.
  const still = await phone(browser, { reducedMotion: 'reduce' });
  await still.goto('/shop-list');
  const duration = await still
    .getByRole('link', { name: /New Baby Tee - White/ })
    .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(duration).toBeLessThan(0.001);
});

test('the cart has a sticky "Checkout · $90.00" bar that leads to the checkout form', async ({
  browser,
}) => {
  const page = await phone(browser);
  const products = (await (await page.request.get('/api/products')).json()) as {
    id: number;
    name: string;
    priceCents: number;
    image: { url: string } | null;
  }[];
  const pick = (id: number) => products.find((p) => p.id === id)!;
  // Vinyl $25 + Tote $25 + Cover Tee $40 = $90 for a guest (no member discount).
  const sizes: Record<number, string> = { 1: 'Standard', 7: 'OS', 4: 'M' };
  const lines = [1, 7, 4].map((id) => ({
    id,
    name: pick(id).name,
    color: 'Black',
    size: sizes[id]!,
    priceCents: pick(id).priceCents,
    image: pick(id).image?.url ?? '',
    quantity: 1,
  }));
  await page.addInitScript(
    (stored) => localStorage.setItem('fanclub.cart.v1', stored),
    JSON.stringify(lines),
  );
  await page.goto('/cart');
  const bar = page.getByRole('button', { name: 'Checkout · $90.00' });
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screensDir}premium_cart.png` });

  await bar.click();
  await expect(page.getByRole('heading', { name: 'Checkout' }).first()).toBeInViewport();
  await expect(page.getByTestId('checkout-bar')).toBeHidden();
  await expect(page.getByLabel('Email')).toBeFocused();
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

test('a branded splash paints before any JavaScript and is gone after the first render; the display font is preloaded', async ({
  browser,
}) => {
  // /profile is rendered in the browser (the public screens come server-rendered, no splash).
  const noJs = await phone(browser, { javaScriptEnabled: false });
  await noJs.goto('/profile');
  const splash = noJs.locator('#root > [data-splash]');
  await expect(splash).toBeVisible();
  await expect(splash).toHaveText('Aria Monroe Fan Club');
  await noJs.screenshot({ path: `${screensDir}premium_splash.png` });

  const page = await phone(browser);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.locator('[data-splash]')).toHaveCount(0);

  const href = await page.locator('link[rel=preload][as=font]').getAttribute('href');
  expect(href).toMatch(/^\/assets\/space-grotesk-latin-700-[0-9a-f]+\.woff2$/);
  const font = await page.request.get(href!);
  expect(font.headers()['content-type']).toContain('font/woff2');
  expect((await font.body()).length).toBeLessThan(20_000);
  expect(
    await page.evaluate(
      async () => (await document.fonts.load('700 16px "Fanclub Display"')).length,
    ),
  ).toBe(1);
});
