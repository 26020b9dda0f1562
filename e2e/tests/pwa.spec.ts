import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { expectNotificationsOffThenRestore, stubPushService } from './push-stub';
import { useStoredSession } from './stored-sessions';

// The installable app: manifest and icons, the service worker taking control, the offline page,
// and the rule that nothing from /api (signed-in data) ever lands in Cache Storage.
test.use({ serviceWorkers: 'allow' });
// Installing the worker (its precache) adds requests to each fresh context: allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker is active (its precache filled) and controls the page. */
async function controlledBy(page: Page): Promise<string> {
  // Installing fills the precache first; on a busy machine that can take a while.
  const scriptURL = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
  );
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 15_000,
    })
    .toBe(scriptURL);
  return scriptURL;
}

test('serves a valid web app manifest with 192 px, 512 px and maskable PNG icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    display: 'standalone',
    scope: '/',
    start_url: '/dashboard',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeTruthy();
    const file = await request.get(icon!.src);
    expect(file.status()).toBe(200);
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(sizes);
  }
});

test('registers the service worker after load; /sw.js is always revalidated', async ({
  page,
  request,
}) => {
  await page.goto('/dashboard');
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-security-policy']).toContain("worker-src 'self'");
});

test('shows the offline page with a Retry when the network is gone, and the app again once it is back', async ({
  page,
  context,
}) => {
  await page.goto('/events');
  await controlledBy(page);
  await context.setOffline(true);
  await page.goto('/music');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await page.screenshot({
    path: fileURLToPath(new URL('../../.tmp/screens/offline.png', import.meta.url)),
  });
  // Retry while still offline: the same page again, no browser error page.
  await page.getByRole('link', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/music$/);
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  // Back online, the offline page reloads by itself and the app's screen appears.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/music$/);
  await expect(page.locator('main').first()).toBeVisible();
});

test('never caches or serves API responses from the service worker, even for a signed-in member', async ({
  page,
}) => {
  // Three screens, each waited on until its network is quiet: past 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/');
  await controlledBy(page);
  const apiResponses: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/'))
      apiResponses.push({ url: res.url(), fromServiceWorker: res.fromServiceWorker() });
  });
  await useStoredSession(page, 'vip');
  for (const path of ['/dashboard', '/profile', '/settings']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  }
  expect(apiResponses.length).toBeGreaterThan(0);
  expect(apiResponses.filter((r) => r.fromServiceWorker)).toEqual([]);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((r) => new URL(r.url).pathname));
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((p) => p.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((p) => /^\/(api|live|storage|auth)\//.test(p))).toEqual([]);
  // index.html is precached only as the offline shell of /tickets (ADR 023); its data is never
  // in Cache Storage (checked above), it comes from the page's own saved copy.
});

test('the Notifications switch explains itself and stays off when notifications are not allowed', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await page.goto('/');
  await controlledBy(page);
  await useStoredSession(page, 'fan');
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Notifications' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page.getByText('Could not turn on notifications')).toBeVisible();
  await expect(page.getByText(/Notifications are blocked for this site/)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
});

test('flipping the Notifications switch subscribes this browser on the server and off removes it (push service stubbed)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.addInitScript(stubPushService);
  await page.goto('/');
  await controlledBy(page);
  await useStoredSession(page, 'vip');
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Notifications' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await toggle.click();
  expect((await subscribed).status()).toBe(201);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Live alerts are on')).toBeVisible();

  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await toggle.click();
  expect((await removed).status()).toBe(200);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expectNotificationsOffThenRestore(page, baseURL!);
});
