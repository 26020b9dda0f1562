import { expect as baseExpect, test } from './test';
import type { Browser, Page } from '@playwright/test';
import { fillDemoCard } from './demo-card';
import { startOwnServer } from './own-server';
import type { OwnServer } from './own-server';
import { phoneOn, screensDir, VIP_GOLD } from './phone';
import type { PhoneOptions } from './phone';

// A member's card per tier (with the QR code staff verify at the door) and the welcome after
// upgrading. Tiers change here (the fan upgrades), so this file runs on a server of its own, in order.
// Generous timeouts: each test opens several phone-sized browsers on a possibly busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Long waits: on a busy machine the first API answers of a fresh server can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

let server: OwnServer;
test.beforeAll(async () => {
  // A fresh server migrates and seeds (argon2 hashes) first: slow on a busy two-core machine.
  test.setTimeout(150_000);
  server = await startOwnServer({ DATABASE_URL: '', REDIS_URL: '' });
});
test.afterAll(async () => server?.stop());

const phone = (browser: Browser, options?: PhoneOptions) => phoneOn(server.url, browser, options);

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
  await fillDemoCard(page);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Subscribe for $9.99/month' }).click();

  const welcome = page.getByRole('dialog', { name: 'Welcome to Fan+' });
  await expect(welcome).toBeVisible();
  const perks = welcome.getByRole('list', { name: 'Fan+ perks' }).getByRole('listitem');
  await expect(perks).toHaveText([
    'Full playback',
    'Fan+ exclusive clips',
    'Livestreams',
    'Community',
    'Early event notifications',
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
