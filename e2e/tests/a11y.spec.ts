import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { describeFindings, emailOf, ensureSignedIn, scan, settle, signIn } from './a11y-helpers';
import { useStoredSession } from './stored-sessions';
import type { Finding, Role } from './a11y-helpers';
import { allRoutes } from './route-table';
import { shownKeys } from './i18n-keys';
import { longMotion } from './motion';
import { SCREENS_WITH_IDS, undersizedTargets } from './tap-targets';
import { problemsAt200 } from './text-resize';

// Every route of the app, once for each kind of user: axe (WCAG 2.0/2.1/2.2 A and AA), no
// catalogue key shown instead of a text, and for some roles reduced motion (motion.ts), tap
// target sizes (tap-targets.ts) and text at 200 % (text-resize.ts), all on the same visit: each
// sweep of its own cost as much again in page loads (CI went past its time). Then the dialogs
// and open menus that matter. One test per role so the two workers share the work.
// Nothing here buys, posts or signs out: other files use the same demo accounts at the same time.

const ROUTES = [...allRoutes, ...SCREENS_WITH_IDS];

/** Who gets the checks beyond axe: the screens differ little between the paying tiers. */
const MOTION_ROLES: readonly Role[] = ['anonymous', 'fan'];
const TAP_ROLES: readonly Role[] = ['anonymous', 'fan'];
const RESIZE_ROLES: readonly Role[] = ['anonymous', 'fan', 'admin'];

/** Opens something on the current screen, then scans just that part of the page. */
interface Extra {
  name: string;
  roles: readonly Role[];
  open: (page: Page) => Promise<void>;
  /** CSS selector of what to scan; the whole page when omitted. */
  include?: string;
}

const MEMBERS: readonly Role[] = ['fan', 'fanplus', 'vip', 'artist', 'admin'];

const EXTRAS: Extra[] = [
  {
    name: 'product size menu open',
    roles: ['anonymous'],
    open: async (page) => {
      await page.goto('/product-tee?id=2');
      await page.getByRole('combobox', { name: 'Size' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
    },
    include: '[role="listbox"]',
  },
  {
    name: 'cart with the checkout form (guest)',
    roles: ['anonymous'],
    open: async (page) => {
      await page.goto('/product-tee?id=7&type=accessory');
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await expect(page.getByText(/added to cart!$/)).toBeVisible();
      await page.goto('/cart');
      await settle(page);
    },
  },
  {
    name: 'checkout form showing its errors (guest)',
    roles: ['anonymous'],
    open: async (page) => {
      // The cart still holds the tote from the step before.
      const checkout = page.getByRole('form', { name: 'Checkout' });
      await checkout.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
      await checkout.getByRole('button', { name: 'Checkout' }).click();
      await expect(checkout.getByText('Please enter your address.')).toBeVisible();
    },
  },
  {
    name: 'login form showing its errors',
    roles: ['anonymous'],
    open: async (page) => {
      await page.goto('/login');
      await settle(page);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    name: 'ticket dialog',
    roles: MEMBERS,
    open: async (page) => {
      await page.goto('/event/souled-out');
      await settle(page);
      await page.getByRole('button', { name: 'Buy Tickets' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'Go Live dialog',
    roles: ['artist', 'admin'],
    open: async (page) => {
      await page.goto('/media-hub');
      await settle(page);
      await page.getByRole('button', { name: 'Go Live' }).click();
      await expect(page.getByRole('dialog', { name: 'Go Live' })).toBeVisible();
    },
  },
  {
    name: 'music with the mini player',
    roles: ['vip'],
    open: async (page) => {
      await page.goto('/music');
      await settle(page);
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .click();
      await page.goto('/dashboard');
      await settle(page);
    },
  },
];

for (const role of ['anonymous', 'fan', 'fanplus', 'vip', 'artist', 'admin'] as const) {
  const who = role === 'anonymous' ? 'a visitor' : `${role}@`;
  const extraChecks = [
    MOTION_ROLES.includes(role) && 'reduced motion',
    TAP_ROLES.includes(role) && 'tap targets',
    RESIZE_ROLES.includes(role) && 'text at 200 %',
  ].filter(Boolean);
  test(`every route passes axe (WCAG 2.2 AA) and shows no text key for ${who}${extraChecks.length ? `; also ${extraChecks.join(', ')}` : ''}`, async ({
    page,
  }) => {
    test.setTimeout(900_000);
    const email = role === 'anonymous' ? null : emailOf(role);
    // fanplus@ has no stored session (accounts.spec.ts signs it out everywhere): it types the form.
    if (role === 'fanplus') await signIn(page, emailOf(role));
    else if (role !== 'anonymous') await useStoredSession(page, role);
    // Reduced motion: the scan sees every screen at rest (no carousel mid-slide, no fading toast).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(page.viewportSize()?.width).toBe(412);

    const findings: Finding[] = [];
    const problems: string[] = [];
    for (const path of ROUTES) {
      if (email) await ensureSignedIn(page, email);
      await page.goto(path);
      await settle(page);
      findings.push(...(await scan(page, `${role} ${path}`)));
      for (const key of await shownKeys(page)) problems.push(`${path}: shows the key ${key}`);
      if (MOTION_ROLES.includes(role))
        for (const line of await longMotion(page)) problems.push(`${path}: ${line}`);
      if (TAP_ROLES.includes(role))
        for (const t of await undersizedTargets(page))
          problems.push(`${path}: tap target ${t.what} is ${t.width}×${t.height}`);
      // Last: it leaves the page at 200 %.
      if (RESIZE_ROLES.includes(role)) problems.push(...(await problemsAt200(page, path)));
    }
    // A dialog that fails to open is reported with the violations rather than hiding them.
    const unopened: string[] = [];
    for (const extra of EXTRAS.filter((e) => e.roles.includes(role))) {
      if (email) await ensureSignedIn(page, email);
      try {
        await extra.open(page).catch(async () => {
          // Signed out everywhere by another file in the meantime (fanplus@): sign in, try once more.
          if (email) await ensureSignedIn(page, email);
          await extra.open(page);
        });
        findings.push(...(await scan(page, `${role} ${extra.name}`, extra.include)));
      } catch (error) {
        unopened.push(`${extra.name}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    expect(findings, describeFindings(findings)).toEqual([]);
    expect(problems, problems.join('\n')).toEqual([]);
    expect(unopened, 'every dialog and menu opened for its scan').toEqual([]);
  });
}
