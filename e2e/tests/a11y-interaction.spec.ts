import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { settle } from './a11y-helpers';
import { useStoredSession } from './stored-sessions';

// What axe cannot see alone: target sizes measured at the Pixel 7 viewport, the app used by
// keyboard only, focus that is visible and never under the bottom bar, and reduced motion.
// Nothing here signs out or changes a member's saved cart (the product flow runs as a guest).

const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="tab"], [role="combobox"], [role="option"], [tabindex]:not([tabindex="-1"])';

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * WCAG 2.5.8 (AA): every target at least 24×24 CSS px, unless a 24 px circle centred on it
 * touches no other target nor another undersized target's circle; links inside a sentence are exempt.
 */
async function undersizedTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((selector) => {
    const MIN = 24;
    const visible = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      // A control wrapped in another control (an input inside its label-button) is one target.
      const outer = el.parentElement?.closest(selector);
      if (outer && outer.contains(el)) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    });
    const rects = visible.map((el) => el.getBoundingClientRect());
    const inlineInText = (el: HTMLElement) =>
      getComputedStyle(el).display === 'inline' &&
      Array.from(el.parentElement?.childNodes ?? []).some(
        (n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
    const small = visible.map((el, i) => {
      const r = rects[i] as DOMRect;
      return (r.width < MIN - 0.5 || r.height < MIN - 0.5) && !inlineInText(el);
    });
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(
        Math.max(r.left - p.x, 0, p.x - r.right),
        Math.max(r.top - p.y, 0, p.y - r.bottom),
      );
    const failures: { what: string; width: number; height: number }[] = [];
    visible.forEach((el, i) => {
      if (!small[i]) return;
      const c = centre(rects[i] as DOMRect);
      const crowded = visible.some((other, j) => {
        if (j === i || other.contains(el) || el.contains(other)) return false;
        const r = rects[j] as DOMRect;
        if (distanceToRect(c, r) < MIN / 2) return true;
        if (!small[j]) return false;
        const o = centre(r);
        return Math.hypot(o.x - c.x, o.y - c.y) < MIN;
      });
      if (crowded) {
        const r = rects[i] as DOMRect;
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        failures.push({
          what: `<${el.tagName.toLowerCase()}> "${name}"`,
          width: Math.round(r.width),
          height: Math.round(r.height),
        });
      }
    });
    return failures;
  }, INTERACTIVE);
}

const TAP_SCREENS = [
  '/',
  '/login',
  '/signup',
  '/dashboard',
  '/events',
  '/event/souled-out',
  '/media-hub',
  '/music',
  '/album/latest',
  '/shop-list',
  '/product-tee?id=2',
  '/cart',
  '/subscribe',
  '/profile',
  '/settings',
  '/edit-profile',
  '/carousel',
];

test('every tap target is at least 24×24 px or spaced as WCAG 2.5.8 allows (visitor and fan)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  const check = async (who: string, p: Page) => {
    for (const path of TAP_SCREENS) {
      await p.goto(path);
      await settle(p);
      for (const t of await undersizedTargets(p))
        problems.push(`${who} ${path}: ${t.what} is ${t.width}×${t.height}`);
    }
  };
  await check('visitor', page);
  const fan = await browser.newContext({ ...test.info().project.use, baseURL });
  const fanPage = await fan.newPage();
  await useStoredSession(fanPage, 'fan');
  await check('fan', fanPage);
  await fan.close();
  expect(problems, problems.join('\n')).toEqual([]);
});

/** Presses Tab until the focused element matches the selector (and has the text, if given). */
async function tabTo(page: Page, selector: string, text?: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      ([sel, want]) => {
        const el = document.activeElement;
        return !!el && el.matches(sel) && (want === null || el.textContent?.trim() === want);
      },
      [selector, text ?? null] as const,
    );
    if (hit) return;
  }
  throw new Error(`Tab never reached ${selector}${text ? ` "${text}"` : ''} within ${max} presses`);
}

test('keyboard only: from the landing page to signed in, by Tab and Enter', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  await tabTo(page, 'a[href="/login"]', 'Login');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await settle(page);

  await tabTo(page, 'input[type="email"]');
  await page.keyboard.type('fan@example.com');
  await tabTo(page, 'input[type="password"]', undefined, 3);
  await page.keyboard.type('fanclub-demo');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Signed in as /)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  await settle(page);

  // The bottom bar is reachable and works from the keyboard.
  await tabTo(page, 'nav[aria-label="Main"] a', 'Shop', 150);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop-list$/);
});

test('keyboard only: a guest opens a product, picks a size and adds it to the cart', async ({
  page,
}) => {
  await page.goto('/shop-list');
  await settle(page);
  await tabTo(page, 'a[href^="/product-tee"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-/);
  await settle(page);

  await tabTo(page, '[role="combobox"]');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await tabTo(page, 'button', 'Add To Cart');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/added to cart!$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
});

interface FocusState {
  tag: string;
  name: string;
  focusVisible: boolean;
  indicator: boolean;
  inNav: boolean;
  coveredByNav: boolean;
}

/** The focused element: does it show a focus ring, and is any of it under a fixed bar (`bars`)? */
function focusState(page: Page, bars: string): Promise<FocusState | null> {
  return page.evaluate((barSelector) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const nav = document.querySelector('nav[aria-label="Main"]');
    const inNav = nav?.contains(el) ?? false;
    const a = el.getBoundingClientRect();
    const covered = Array.from(document.querySelectorAll(barSelector)).some((bar) => {
      if (bar.contains(el)) return false;
      const b = bar.getBoundingClientRect();
      return a.bottom > b.top + 0.5 && a.top < b.bottom && a.right > b.left && a.left < b.right;
    });
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      focusVisible: el.matches(':focus-visible'),
      indicator: outline || ring,
      inNav,
      coveredByNav: covered,
    };
  }, bars);
}

for (const [path, withPlayer] of [
  ['/dashboard', false],
  ['/profile', false],
  ['/settings', false],
  ['/events', false],
  ['/dashboard', true],
] as const) {
  test(`focus is visible and never under the bottom bar while tabbing through ${path}${withPlayer ? ' with the mini player open' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (withPlayer) {
      await page.goto('/music');
      await settle(page);
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .click();
      await expect(page.getByRole('region', { name: 'Now playing' })).toBeVisible();
    }
    await page.goto(path);
    await settle(page);
    const bars = withPlayer
      ? 'nav[aria-label="Main"], section[aria-label="Now playing"]'
      : 'nav[aria-label="Main"]';
    const problems: string[] = [];
    let reachedNav = false;
    for (let i = 0; i < 80 && !reachedNav; i++) {
      await page.keyboard.press('Tab');
      const state = await focusState(page, bars);
      if (!state) continue;
      const label = `${state.tag} "${state.name}"`;
      if (!state.focusVisible || !state.indicator)
        problems.push(`${label} shows no focus indicator`);
      if (state.coveredByNav)
        problems.push(`${label} is (partly) hidden under the bottom bar or mini player`);
      reachedNav = state.inNav;
    }
    expect(reachedNav, 'Tab reaches the bottom bar').toBe(true);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test('the page scrolls focus clear of the bottom bar: scroll-padding-bottom matches the bar', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await settle(page);
  const { padding, bar } = await page.evaluate(() => ({
    padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0,
    bar: document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().height ?? 0,
  }));
  expect(bar).toBeGreaterThan(0);
  expect(padding).toBeGreaterThanOrEqual(bar);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves by itself: no background video, carousels still, animations and transitions off', async ({
    page,
  }) => {
    await page.goto('/');
    await settle(page);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const path of ['/dashboard', '/media-hub']) {
      await page.goto(path);
      await settle(page);
      const playing = await page.evaluate(
        () => Array.from(document.querySelectorAll('video')).filter((v) => !v.paused).length,
      );
      expect(playing, `${path}: videos playing by themselves`).toBe(0);
      const moving = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => Number(a.effect?.getComputedTiming().duration ?? 0))
          .filter((d) => d > 1),
      );
      expect(moving, `${path}: running animations`).toEqual([]);
      const transition = await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Events' })
        .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration) * 1000);
      expect(transition).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('without a motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the landing loop plays (so the reduced-motion test above can fail)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('video')).toHaveCount(1);
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused), {
        timeout: 15_000,
      })
      .toBe(true);
  });
});
