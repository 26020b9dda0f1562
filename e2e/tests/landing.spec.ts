import { expect as baseExpect, test } from './test';
import { memberPage as signedIn } from './own-server';
import { guest } from './phone';

// The landing page (/) takes a signed-in member to the dashboard, and welcomes them back from the
// e-mail confirmation link; a visitor stays on it and is offered Sign Up.
// Seven helpers share two cores while this runs: generous waits, never fixed sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('the splash takes a member in, and says so after the confirmation link', async ({
  browser,
  baseURL,
}) => {
  const member = await signedIn(browser, baseURL!, 'fan@example.com');
  await member.goto('/?confirmed=1');
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByText('Your e-mail is confirmed')).toBeVisible();
  await member.goto('/');
  await expect(member).toHaveURL(/\/dashboard$/);

  const { page } = await guest(browser, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
});
