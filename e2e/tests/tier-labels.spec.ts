import { expect as baseExpect, test } from './test';
import { memberPage as signedIn } from './own-server';

// One label per tier wherever a member's tier is named (profile, edit profile, settings), and the
// upgrade offered is the next tier up.
// Seven helpers share two cores while this runs: generous waits, never fixed sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('one label per tier: a VIP fan reads VIP, a Fan+ member is offered VIP only', async ({
  browser,
  baseURL,
}) => {
  const vip = await signedIn(browser, baseURL!, 'vip@example.com');
  await vip.goto('/profile');
  await expect(vip.getByTestId('member-badge')).toHaveText('VIP');
  await vip.goto('/edit-profile');
  await expect(vip.getByTestId('member-badge')).toHaveText('VIP');
  await vip.goto('/settings');
  await expect(
    vip.getByRole('region', { name: 'Current Role' }).getByText('VIP', { exact: true }).first(),
  ).toBeVisible();
  await expect(vip.getByText(/VIP Member|^Vip$|^Fan$/)).toHaveCount(0);

  const fanPlus = await signedIn(browser, baseURL!, 'fanplus@example.com');
  await fanPlus.goto('/profile');
  await expect(fanPlus.getByTestId('member-badge')).toHaveText('Fan+');
  await expect(fanPlus.getByRole('link', { name: 'Upgrade to VIP', exact: true })).toBeVisible();
  await expect(fanPlus.getByText(/Upgrade to VIP or Premium|Premium Member/)).toHaveCount(0);
});
