import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { FIRST_LOAD } from './timeouts';
import { bottomNavActiveTab, routeTable } from './route-table';

// Full-page phone screenshots of every route, kept for review (not compared).
const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));

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
