import { expect as baseExpect, test } from './test';
import type { Browser } from '@playwright/test';
import { phoneOn, screensDir } from './phone';
import type { PhoneOptions } from './phone';
import { layoutShift, watchLayoutShift } from './page-fonts';

// Before any JavaScript has run, a client-rendered screen shows the club's splash in its display
// font (preloaded); the first render replaces it. (Server-rendered screens: server-render.spec.ts.)
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const phone = (browser: Browser, options?: PhoneOptions) =>
  phoneOn(test.info().project.use.baseURL!, browser, options);

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

// Headings paint at once in a fallback sized like the display face (vite-display-font.ts), so
// when the face arrives late nothing moves. Held until the page has painted, not a fixed delay;
// en moved 0.066 before the sized fallback (ADR 045), ja and ko headings are mostly CJK.
for (const lang of ['en', 'ja', 'ko']) {
  test(`${lang}: the display font arriving after the first paint moves nothing`, async ({
    browser,
  }) => {
    const page = await phone(browser, {
      locale: lang,
      extraHTTPHeaders: { 'Accept-Language': lang },
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/space-grotesk-latin-700-*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    await watchLayoutShift(page);
    // Not 'load': the preloaded font holds it.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Aria Monroe' })).toBeVisible();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const face = '700 16px "Fanclub Display"';
    expect(await page.evaluate((f) => document.fonts.check(f), face)).toBe(false);

    release();
    await page.evaluate(async (f) => {
      await document.fonts.load(f);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, face);
    expect(await page.evaluate((f) => document.fonts.check(f), face)).toBe(true);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });
}
