import { expect as baseExpect, test } from './test';
import type { Browser } from '@playwright/test';
import { phoneOn, screensDir } from './phone';
import type { PhoneOptions } from './phone';

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
