import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { signIn } from './a11y-helpers';
import { FIRST_LOAD } from './timeouts';

// The public screens arrive as server-rendered HTML (apps/server/src/plugins/web-pages.ts):
// their content shows before (and without) JavaScript, and hydrating it is silent.
// Eight screens per test, each loaded twice (HTML alone, then hydrated): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

// The server-rendered screens (apps/server/src/plugins/web-pages.ts).
const ROUTES = [
  '/',
  '/login',
  '/dashboard',
  '/music',
  '/shop-list',
  '/events',
  '/subscribe',
  '/home',
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dashboard, events and shop show their heading and first cards from the HTML alone', async ({
    page,
  }) => {
    const events = (await (await page.request.get('/api/events?when=upcoming')).json()) as {
      title: string;
    }[];
    const products = (await (await page.request.get('/api/products')).json()) as { name: string }[];
    expect(events.length).toBeGreaterThan(0);
    expect(products.length).toBeGreaterThan(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Aria Monroe/ })).toBeVisible();
    await expect(page.getByText(events[0]!.title).first()).toBeVisible();
    // The LCP picture is in the HTML, requested with high priority.
    await expect(page.locator('img[fetchpriority="high"]').first()).toBeAttached();

    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByText(events[0]!.title).first()).toBeVisible();

    await page.goto('/shop-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Merch' })).toBeVisible();
    await expect(page.getByText(products[0]!.name).first()).toBeVisible();
  });
});

/** Console errors and warnings while each route loads and hydrates (the service worker is blocked on purpose). */
async function hydrationProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().includes('Service Worker registration blocked')) return;
    // Not a hydration problem: Chromium's note that the LCP preload was used late, which it
    // prints when a busy machine delays the picture past its few-second window.
    if (message.text().includes('was preloaded using link preload but not used within')) return;
    problems.push(`${page.url()}: ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const route of ROUTES) {
    const html = await page.request.get(route);
    // Server-rendered: the root is not the empty SPA shell.
    expect(await html.text(), route).not.toContain('<div id="root"></div>');
    await page.goto(route);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await expect(page.getByRole('heading').first(), route).toBeVisible();
  }
  return problems;
}

test('hydrating every public screen signed out logs no error or warning', async ({ page }) => {
  expect(await hydrationProblems(page)).toEqual([]);
});

test('hydrating with a guest cart in storage logs no error and then shows its count', async ({
  page,
}) => {
  // The server cannot see the browser's storage: the page is rendered with an empty cart and the
  // stored one must arrive after hydration, not as a mismatch React recovers from by re-rendering.
  await page.addInitScript(() => {
    const line = {
      id: 1,
      name: 'Tour Tee',
      color: 'Black',
      size: 'M',
      priceCents: 3500,
      image: '/media/tee.webp',
      quantity: 2,
    };
    window.localStorage.setItem('fanclub.cart.v1', JSON.stringify([line]));
  });
  expect(await hydrationProblems(page)).toEqual([]);
  await page.goto('/shop-list');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();
});

test('hydrating every public screen signed in as the demo fan logs no error or warning', async ({
  page,
}) => {
  await signIn(page, 'fan@example.com');
  expect(await hydrationProblems(page)).toEqual([]);
});

test('a tap made before the app has taken over the page is held and replayed once it has', async ({
  page,
}) => {
  // The app's entry is held back (at this machine's network edge) so the tap surely comes first.
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/dashboard');
  const open = page.getByRole('button', { name: 'Listen To My New Album' });
  await open.click();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  releaseEntry();
  // The whole app is fetched and started only now.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', FIRST_LOAD);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the sign-in form arrives as HTML and can be typed into once the app runs it', async ({
  page,
}) => {
  await page.goto('/login');
  // Playwright's fill waits for the field to be editable, as a person would see it become so.
  await page.getByLabel('Email').fill('fan@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByLabel('Email')).toHaveValue('fan@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong password');
});
