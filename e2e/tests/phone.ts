// Phone-sized browsers for specs that open several at once (a guest beside a member, reduced motion
// beside none), and the folder their screenshots go to (kept for review, not compared).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { devices, expect } from '@playwright/test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './own-server';

export const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
mkdirSync(screensDir, { recursive: true });

// Screenshots at 412 CSS px wide, one image pixel per CSS pixel, so they stay small.
const PHONE: BrowserContextOptions = {
  ...devices['Pixel 7'],
  deviceScaleFactor: 1,
  serviceWorkers: 'block',
};

/** The VIP tier's gold, as getComputedStyle reports a badge's background. */
export const VIP_GOLD = 'rgb(245, 196, 81)';

export type PhoneOptions = BrowserContextOptions & { email?: string };

/** A new phone-sized page on `baseURL`, signed in through the auth API when `email` is given. */
export async function phoneOn(
  baseURL: string,
  browser: Browser,
  options: PhoneOptions = {},
): Promise<Page> {
  const { email, ...rest } = options;
  const context = await browser.newContext({ ...PHONE, baseURL, ...rest });
  if (email) {
    const res = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password: DEMO_PASSWORD },
      headers: { origin: baseURL },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return context.newPage();
}

/** A visitor's own Pixel 7 browser (device pixel ratio as the device has it). */
export async function guest(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    serviceWorkers: 'block',
  });
  return { context, page: await context.newPage() };
}
