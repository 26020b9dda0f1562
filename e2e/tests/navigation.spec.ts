import { expect as baseExpect, test } from './test';
import { FIRST_LOAD } from './timeouts';
import { screensDir } from './phone';
import { bottomNavActiveTab, routeTable } from './route-table';

// Getting around the app: every route renders its own screen (full-page phone screenshots of each
// are kept for review, not compared), unknown paths answer 404, the bottom bar's tabs, a tab whose
// code fails to load, and where the page is scrolled after a path change and after Back.
// Seven helpers share two cores while this runs: generous waits, never fixed sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });

for (const path of routeTable) {
  test(`route ${path} renders its own screen`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    // Most routes are not server-rendered.
    await expect(page.locator('main').first()).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(errors).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const pathname = path.split('?')[0] ?? path;
    if (pathname in bottomNavActiveTab) {
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText([
        'Home',
        'Events',
        'Content',
        'Shop',
        'Profile',
      ]);
      const active = bottomNavActiveTab[pathname];
      if (active)
        await expect(nav.getByRole('link', { name: active })).toHaveAttribute(
          'aria-current',
          'page',
        );
    } else {
      await expect(nav).toHaveCount(0);
    }
    await page.screenshot({
      path: `${screensDir}${pathname.replaceAll('/', '_') || 'root'}.png`,
      fullPage: true,
    });
  });
}

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/admin sends a visitor without a session to /login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('bottom bar tabs navigate and every path change starts at the top', async ({ page }) => {
  await page.goto('/dashboard');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the server answers unknown API paths with JSON, not the app', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ statusCode: 404 });
});

test('a failed tab keeps the bottom bar, says what happened and offers Retry', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Happening Now' })).toBeVisible();
  // A network blip: the Events screen's code cannot be downloaded.
  await page.route(/\/assets\/events-screen[^/]*\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Connection lost' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(nav).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await page.screenshot({ path: `${screensDir}fan_error-in-shell.png` });
  // Another tab still works, with what it had loaded.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Happening Now' })).toBeVisible();
});

test('Back returns to where the fan was on the page, also when they scrolled before the app ran', async ({
  page,
}) => {
  // The server-rendered Home can be scrolled before the app takes it over (a slow phone): the
  // app's code is held back until the fan has scrolled. That position was lost, and Back came to
  // the top (seen as a flaky test on slow CI machines).
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Shop Merch' })).toBeVisible();
  await page.getByRole('heading', { name: 'Shop Merch' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(400);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  releaseApp();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page
    .locator('section', { has: page.getByRole('heading', { name: 'Shop Merch' }) })
    .getByRole('link', { name: 'See All' })
    .click();
  await expect(page).toHaveURL(/\/shop-list$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), before))
    .toBeLessThan(5);
});
