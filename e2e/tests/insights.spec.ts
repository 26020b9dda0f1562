import { readFile } from 'node:fs/promises';
import type { MembersInsights, RevenueInsights } from '@fanclub/shared/schemas/insights';
import { formatCount, formatPrice } from '@fanclub/shared/format';
import { expect, test } from './test';
import { screensDir } from './phone';
import { FIRST_LOAD } from './timeouts';
import { useStoredSession } from './stored-sessions';

// Insights (issue 33): a manager opens Admin → Insights on a phone (Pixel 7 size comes from the
// project), reads the figures the server summed, changes the range and downloads a CSV.
const dayText = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;

test('the admin reads the insights, changes the range and downloads a CSV', async ({ page }) => {
  test.slow();
  await useStoredSession(page, 'admin');
  await page.goto('/admin');
  const tab = page.getByRole('tab', { name: 'Insights' });
  await expect(tab).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
  const panel = page.getByRole('tabpanel', { name: 'Insights' });

  // The cards show what the server sums for the last 90 days.
  const to = dayText(new Date());
  const from = dayText(new Date(Date.now() - 89 * DAY));
  const members = (await page.request
    .get(`/api/admin/insights/members?from=${from}&to=${to}`)
    .then((r) => r.json())) as MembersInsights;
  const summary = panel.locator('dl').first();
  await expect(summary).toContainText(formatPrice(members.mrrCents), FIRST_LOAD);
  await expect(summary).toContainText(`Paying members${formatCount(members.payingMembers)}`);
  await expect(panel.getByRole('button', { name: '90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByRole('region', { name: 'Revenue by source per month' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screensDir}admin_insights.png`, fullPage: false });

  // Two years: the revenue table lists every month the server summed, prices as the app writes them.
  const twoYears = page.waitForResponse((r) => r.url().includes('/api/admin/insights/revenue?'));
  await panel.getByRole('button', { name: '2 years' }).click();
  const revenue = (await (await twoYears).json()) as RevenueInsights;
  expect(Date.parse(revenue.to) - Date.parse(revenue.from)).toBe(730 * DAY);
  const figure = panel.getByRole('region', { name: 'Revenue by source per month' });
  if (revenue.months.length > 0) {
    await figure.getByRole('button', { name: 'Show table' }).click();
    const first = revenue.months[0]!;
    await expect(figure.getByRole('row').nth(1)).toContainText(
      `${first.month}${formatPrice(first.subscriptionsCents)}`,
    );
  }

  // A start after the end is not sent; the message says why.
  await panel.getByLabel('From').fill(dayText(new Date(Date.now() + 2 * DAY)));
  await expect(panel.getByRole('alert')).toHaveText(
    'The start date must not be after the end date.',
  );
  await panel.getByLabel('From').fill(dayText(new Date(Date.now() - 29 * DAY)));
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: '30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const members30 = panel.getByRole('region', { name: 'Paying members by tier' });
  const download = page.waitForEvent('download');
  await members30.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^paying-members_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Week,Fan+,VIP');
  expect(csv.split('\r\n').filter(Boolean).length).toBeGreaterThan(4);
});

test('the artist reads the insights too; a fan gets none', async ({ page, browser, baseURL }) => {
  await useStoredSession(page, 'artist');
  await page.goto('/admin');
  const panel = page.getByRole('tabpanel', { name: 'Insights' });
  await expect(panel.getByText('Monthly recurring revenue')).toBeVisible(FIRST_LOAD);
  await expect(panel.getByRole('region', { name: 'Live streams' })).toBeVisible();

  const fan = await browser.newContext({ baseURL });
  const fanPage = await fan.newPage();
  await useStoredSession(fanPage, 'fan');
  for (const part of ['members', 'revenue', 'engagement'])
    expect((await fanPage.request.get(`/api/admin/insights/${part}`)).status(), part).toBe(403);
  await fanPage.goto('/admin');
  await expect(fanPage).not.toHaveURL(/\/admin/, FIRST_LOAD);
});
