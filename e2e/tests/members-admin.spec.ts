import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { newMember } from './new-member';
import { screensDir } from './phone';
import { useStoredSession } from './stored-sessions';

// Issue 33: an admin filters the members and exports what they selected as CSV; a member of the
// test's own downloads their data and deletes their account (never a demo account: shared).

test("an admin filters the members by tier, exports them as CSV and opens a member's page", async ({
  page,
}) => {
  await useStoredSession(page, 'admin');
  await page.goto('/admin?tab=members');
  await expect(page.getByRole('heading', { name: 'Admin & Artist Tools' })).toBeVisible({
    timeout: 20_000,
  });
  const members = page.getByRole('tabpanel', { name: 'Members' });
  await members.getByLabel('Search members').fill('@example.com');
  await members.getByRole('combobox', { name: 'Filter by tier' }).click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await expect(members.getByRole('listitem').filter({ hasText: 'vip@example.com' })).toBeVisible();
  await expect(members.getByRole('listitem').filter({ hasText: 'fan@example.com' })).toHaveCount(0);
  await page.screenshot({ path: `${screensDir}admin_members_filters.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    members.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('member_number,name,email,tier,status,member_since,country,lifetime_spend');
  expect(lines.some((l) => l.includes(',vip@example.com,vip,'))).toBe(true);
  expect(lines.slice(1).every((l) => l.includes(',vip,'))).toBe(true);

  // A member's page: their standing and history, in a screen of its own.
  await members.getByRole('link', { name: 'Demo VIP' }).click();
  await expect(page.getByRole('heading', { name: 'Demo VIP' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membership history' })).toBeVisible();
  await expect(page.getByText('vip@example.com')).toBeVisible();
  await page.screenshot({ path: `${screensDir}admin_member_page.png`, fullPage: true });
});

test('a member downloads their data and deletes their account', async ({ page, baseURL }) => {
  const password = 'leaving-the-club-2026';
  const email = await newMember(page, baseURL!, { name: 'Leaving Fan', password });
  await page.goto('/settings');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
  };
  expect(data.account.email).toBe(email);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('wrong-password');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await page.screenshot({ path: `${screensDir}settings_delete_account.png` });
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  const again = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(401);
});

test("an admin grants a member VIP for 3 months from the member's page", async ({
  page,
  browser,
  baseURL,
}) => {
  const fan = await browser.newPage();
  const email = await newMember(fan, baseURL!, { name: 'Comp Fan' });
  await fan.close();
  await useStoredSession(page, 'admin');
  await page.goto('/admin?tab=members');
  const members = page.getByRole('tabpanel', { name: 'Members' });
  await expect(members).toBeVisible({ timeout: 20_000 });
  await members.getByLabel('Search members').fill(email);
  await members.getByRole('link', { name: 'Comp Fan' }).click();
  await expect(page.getByRole('heading', { name: 'Comp Fan' })).toBeVisible();
  const card = page.getByRole('form').or(page.locator('form')).filter({ hasText: 'Months' });
  await card.getByRole('combobox', { name: 'Tier' }).click();
  await page.getByRole('option', { name: 'VIP' }).click();
  await card.getByLabel('Months').fill('3');
  await card.getByRole('button', { name: 'Grant for 3 months' }).click();
  await expect(page.getByText(`${email} has VIP for 3 months.`)).toBeVisible();
  // The page reads the member again: a paid tier with no plan is complimentary.
  await expect(page.getByText('vip, complimentary')).toBeVisible();
  await expect(page.getByText('member.complimentary_tier_granted')).toBeVisible();
});
