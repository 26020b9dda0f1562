import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { FIRST_LOAD } from './timeouts';

// Issue 30: every perk a plan card sells links to the screen that delivers it ("See what's
// included"), so no line on a card is a promise without a place.
const lines = async (page: Page, plan: string) =>
  page
    .getByRole('list', { name: `${plan} includes` })
    .getByRole('listitem')
    .allInnerTexts();

test('each perk on the VIP and Fan+ cards links to where it is delivered', async ({ page }) => {
  await page.goto('/subscribe');
  await expect(page.getByRole('list', { name: 'VIP includes' })).toBeVisible(FIRST_LOAD);
  const fanPlusLines = await lines(page, 'Fan+');
  // VIP's card says "Everything in Fan+" once; its list spells those lines out.
  const vipLines = [
    ...fanPlusLines,
    ...(await lines(page, 'VIP')).filter((l) => !l.startsWith('Everything in')),
  ];
  const card = page.locator('article[data-plan="vip"]');
  await card.getByText("See what's included").click();
  const where = card.getByRole('list', { name: 'Where VIP perks are' });
  await expect(where.getByRole('listitem')).toHaveCount(vipLines.length);
  for (const perk of vipLines)
    await expect(
      where.getByRole('link', {
        name: new RegExp(`^${perk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      }),
    ).toHaveAttribute('href', /^\/[a-z]/);
  await where.getByRole('link', { name: /^Early tickets/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/guest_plan-perks.png' });
  await where.getByRole('link', { name: /^Early tickets/ }).click();
  await expect(page).toHaveURL(/\/events$/);

  await page.goto('/subscribe');
  const plus = page.locator('article[data-plan="fanplus"]');
  await plus.getByText("See what's included").click(FIRST_LOAD);
  const plusWhere = plus.getByRole('list', { name: 'Where Fan+ perks are' });
  await expect(plusWhere.getByRole('link')).toHaveCount(fanPlusLines.length);
});
