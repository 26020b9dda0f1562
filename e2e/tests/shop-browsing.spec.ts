import { expect as baseExpect, test } from './test';
import type { Browser } from '@playwright/test';
import { phoneOn, screensDir } from './phone';
import type { PhoneOptions } from './phone';

// Browsing the shop as a guest on a phone: product cards with the VIP price that morph into the
// product page, Add To Cart confirming in place with a toast at the top, and the cart's sticky
// checkout bar. (Buying, with a guest cart merged at sign-in: shop.spec.ts.)
// Seven helpers share two cores while this runs: generous waits, never fixed sleeps.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const phone = (browser: Browser, options?: PhoneOptions) =>
  phoneOn(test.info().project.use.baseURL!, browser, options);

test('toasts sit at the top on a phone and Add To Cart confirms in place', async ({ page }) => {
  // The clock stands still while we look (a busy test machine can take longer than the 2 s
  // confirmation to take a snapshot), then runs on to show the button returns to its label.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/product-tee?id=7&type=accessory');
  await expect(page.getByRole('heading', { name: /Tote/ })).toBeVisible();
  // The catalogue's 'OS' reads as words: a tote has no size to choose.
  await expect(page.getByText('Size: One size')).toBeVisible();
  // Far enough ahead that a slow page load has not passed it yet.
  await page.clock.pauseAt(start + 90_000);
  const add = page.getByRole('button', { name: 'Add To Cart' });
  await add.click();
  const toast = page.getByText(/^1 x Tote.* added to cart!$/);
  // The Toaster arrives with the first toast (its code loads on demand, in real time), then sonner
  // adds the toast on a timer of the stopped clock: wait for the Toaster, then let that clock run
  // in small steps, at most 1 s in all, well inside the 2 s confirmation.
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  for (let step = 0; step < 10 && !(await toast.isVisible()); step++) {
    await page.clock.runFor(100);
  }
  await expect(page.getByRole('button', { name: 'Added ✓' })).toBeVisible();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  // The upper quarter of an 915-px-high screen: nowhere near the buttons at the bottom.
  expect(box.y).toBeLessThan(915 / 4);
  await expect(page.getByTestId('cart-badge')).toHaveClass(/animate-badge-pop/);
  await page.screenshot({ path: `${screensDir}fan_added-to-cart.png` });
  await page.clock.runFor(2_500);
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
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
  // The product page repeats the grid's prices: the list price, and the VIP price beside it.
  await expect(page.getByTestId('product-price')).toContainText('$35.00');
  await expect(page.getByTestId('member-price')).toHaveText('VIP $31.50');
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
