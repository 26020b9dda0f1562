import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { settle } from './a11y-helpers';
import { newMember } from './new-member';

// The app used by keyboard only, with focus that is visible and never under the bottom bar (or
// the mini player): what axe cannot see alone. Nothing here signs out or changes a member's saved
// cart (the product flow runs as a guest).

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
  // A seeded tee by name: other specs add drops (one-size items) that may come first in the list.
  const href = await page
    .locator('a[href^="/product-tee"]', { hasText: 'New Baby Tee - White' })
    .first()
    .getAttribute('href');
  await tabTo(page, `a[href="${href}"]`);
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

test('keyboard only: a member buys a ticket, from the events list to the confirmation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Its own member: it buys (the demo accounts are shared by every file).
  await newMember(page, baseURL!, { name: 'Keyboard Fan' });
  await page.goto('/events');
  await settle(page);
  const href = await page
    .locator('a[href^="/event/"]', { hasText: 'Souled Out' })
    .getAttribute('href');
  await tabTo(page, `a[href="${href}"]`, undefined, 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/event\//);
  await settle(page);

  await tabTo(page, 'button', 'Buy Tickets', 80);
  await page.keyboard.press('Enter');
  const pay = page.getByRole('dialog', { name: 'Get Your Tickets' });
  await expect(pay).toBeVisible();
  // The dialog holds the focus: every field is reached by Tab inside it.
  const fields: [string, string][] = [
    ['Full Name', 'Keyboard Fan'],
    ['Card Number', '4242 4242 4242 4242'],
    ['Expiration Date', '12/34'],
    ['CVC', '123'],
    ['ZIP Code', '77054'],
  ];
  for (const [label, value] of fields) {
    await tabTo(
      page,
      `[role="dialog"] input[aria-label="${label}"], [role="dialog"] input[id]`,
      undefined,
      20,
    );
    while (
      !(await pay
        .getByLabel(label, { exact: true })
        .evaluate((el) => el === document.activeElement))
    )
      await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await tabTo(
    page,
    '[role="dialog"] [role="checkbox"], [role="dialog"] input[type="checkbox"]',
    undefined,
    10,
  );
  await page.keyboard.press('Space');
  await expect(
    pay.getByRole('checkbox', { name: /I agree to the Terms of Service/ }),
  ).toBeChecked();
  await tabTo(page, '[role="dialog"] button', 'Pay $89.00', 10);
  await page.keyboard.press('Enter');

  const done = page.getByRole('dialog', { name: /Souled Out confirmed!$/ });
  await expect(done).toBeVisible({ timeout: 20_000 });
  await tabTo(page, '[role="dialog"] button', 'Done', 15);
  await page.keyboard.press('Enter');
  await expect(done).toHaveCount(0);
  // Focus comes back to where the purchase began, not lost on <body>.
  await expect(page.getByRole('button', { name: 'Buy Tickets' })).toBeFocused();
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
