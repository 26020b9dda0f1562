// Issue 31: sign-up asks e-mail, password and display name, then says where the confirmation
// went (reload-safe), re-sends it, and lets the fan fix the address; the phone, no longer asked
// at sign-up, is set in Edit Profile in international (E.164) form. Fresh users each time: the
// demo accounts are shared with other specs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { describeFindings, scan, settle } from './a11y-helpers';
import { FIRST_LOAD } from './timeouts';

// 412 CSS px wide, one image pixel per CSS pixel: the docs screenshot stays small.
test.use({ deviceScaleFactor: 1 });

const PASSWORD = 'velvet-hours-2026';
const docsShot = fileURLToPath(
  new URL('../../docs/screenshots/sign-up-check-inbox.png', import.meta.url),
);

/** The mails the shared server wrote to DATA_DIR/outbox for `email`, quoted-printable undone. */
function mailsTo(email: string): string[] {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  return readdirSync(dir)
    .sort()
    .map((file) =>
      readFileSync(join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((raw) => raw.includes(`To: ${email}`));
}

async function signUp(page: Page, email: string, displayName: string) {
  await page.goto('/signup');
  await page.getByLabel('Display Name').fill(displayName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible(FIRST_LOAD);
}

test('a new fan signs up with three fields, sees where the mail went, resends and can fix the address', async ({
  page,
}) => {
  const email = `journey.${Date.now()}@example.org`;
  await signUp(page, email, 'Journey Fan');
  await expect(page.getByTestId('sent-to')).toHaveText(email);
  // Only e-mail, password and display name were asked.
  expect(mailsTo(email)).toHaveLength(1);
  await page.screenshot({ path: docsShot });

  // A reload keeps the address (it is in the URL).
  await page.reload();
  await expect(page.getByTestId('sent-to')).toHaveText(email, FIRST_LOAD);
  await settle(page);
  const findings = await scan(page, 'check inbox');
  expect(findings, describeFindings(findings)).toEqual([]);

  await page.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: `new link to ${email}` })).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(2);

  // Wrong address: back to the form with what was typed.
  await page.getByRole('link', { name: 'Wrong address? Change it' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Display Name')).toHaveValue('Journey Fan');
});

test('a new member sets an international phone number in Edit Profile', async ({ page }) => {
  const email = `phone.${Date.now()}@example.org`;
  await signUp(page, email, 'Phone Fan');
  const link = /https?:\/\/\S*\/api\/auth\/verify-email\S*/.exec(mailsTo(email)[0] ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(200);

  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Edit' }).click();
  const phone = page.getByLabel('Phone Number (optional)');
  await phone.fill('020 7946 0958');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Enter your number with + and the country code, e.g. +44 20 7946 0958.', {
      exact: true,
    }),
  ).toBeVisible();
  await phone.fill('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('+442079460958', { exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/me')).json()).user.phone).toBe('+442079460958');
});
