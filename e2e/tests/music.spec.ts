import { expect as baseExpect, test } from './test';

// The music screen lists tracks with the length of what actually plays.
// Seven helpers share two cores while this runs: generous waits, never fixed sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('track lengths are the real length of what plays', async ({ page }) => {
  await page.goto('/music');
  await expect(page.getByRole('heading', { name: 'Popular Tracks' })).toBeVisible();
  await expect(page.getByText('1:00').first()).toBeVisible();
  await expect(page.getByText(/^[2-9]:\d\d$/)).toHaveCount(0);
});
