import { expect, test } from '@playwright/test';
import { FIRST_LOAD } from './timeouts';

// Sign-out is global, so tests that share an account must not overlap: this file runs in order.
test.describe.configure({ mode: 'serial' });

const DEMO = [
  { email: 'admin@example.com', role: 'admin', badge: 'Admin', staff: true },
  { email: 'artist@example.com', role: 'artist', badge: 'Artist', staff: true },
  { email: 'fan@example.com', role: 'fan', badge: 'Fan', staff: false },
  { email: 'fanplus@example.com', role: 'fan', badge: 'Fan', staff: false },
  { email: 'vip@example.com', role: 'fan', badge: 'Fan', staff: false },
] as const;

for (const account of DEMO) {
  test(`${account.email} signs in through the login screen and sees their own profile`, async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('fanclub-demo');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Demo accounts announce who you are: 'Signed in as {role} ({tier})'. (Billing tests may
    // move a fan between tiers, so the tier is read back from the server.)
    await expect(
      page.getByText(new RegExp(`^Signed in as ${account.role} \\((free|fanplus|vip)\\)$`)),
    ).toBeVisible();
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user.email).toBe(account.email);
    expect(me.profile.role).toBe(account.role);

    // /profile and /admin are not server-rendered.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByText(account.email)).toBeVisible();

    await page.goto('/admin');
    if (account.staff) {
      await expect(page.getByRole('heading', { name: 'Admin & Artist Tools' })).toBeVisible(
        FIRST_LOAD,
      );
    } else {
      // Sent home, and home sends a signed-in member on to the dashboard.
      await expect(page).toHaveURL(/\/dashboard$/, FIRST_LOAD);
    }
  });
}

test('a wrong password says Sign in failed with the reason and stays on /login', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('vip@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

// Sign-out ends every session of the account, so this uses the one demo account that no other
// spec file signs in with (they run in parallel).
test('Log Out signs out everywhere and says so', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('fanplus@example.com');
  await page.getByLabel('Password', { exact: true }).fill('fanclub-demo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(/^Signed in as fan/)).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

// A confirmation link opened from another site signs no one in (login CSRF, issue 27): the
// member lands on the login screen, told that the address is confirmed.
test('back from a confirmation link that signed no one in, the splash says so and opens Login', async ({
  page,
}) => {
  await page.goto('/?confirmed=1');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your e-mail is confirmed')).toBeVisible();
});
