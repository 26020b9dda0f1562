import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './test';
import { newMember } from './new-member';
import { phoneOn, screensDir } from './phone';
import { useStoredSession } from './stored-sessions';

/** The claim link the shared server mailed to `email` (DATA_DIR/outbox), newest first. */
function claimLink(email: string): string | undefined {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const raw = readdirSync(dir)
    .sort()
    .reverse()
    .map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .find((m) => m.includes(`To: ${email}`) && m.includes('/gifts/claim?token='));
  return raw ? /https?:\/\/\S*\/gifts\/claim\?token=[\w-]+/.exec(raw)?.[0] : undefined;
}

test('a fan buys a VIP gift with the test card; another member claims it from the mail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const friendPage = await phoneOn(baseURL!, browser);
  const friend = await newMember(friendPage, baseURL!, { name: 'Gift Friend' });

  await useStoredSession(page, 'fan');
  await page.goto('/subscribe');
  await page.getByRole('link', { name: 'Give a membership' }).click();
  await expect(page.getByRole('heading', { name: 'Give a membership' })).toBeVisible();
  await page.getByRole('button', { name: 'VIP' }).click();
  await page.getByRole('button', { name: '3 months' }).click();
  await page.getByLabel("Recipient's email").fill(friend);
  await page.getByLabel('Message (optional)').fill('Enjoy the shows!');
  await page.getByLabel('Name on card').fill('Fan Buyer');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP code').fill('90210');
  await page.getByRole('button', { name: 'Buy gift' }).click();
  const gift = page
    .getByRole('list', { name: 'Your gifts' })
    .getByRole('listitem')
    .filter({ hasText: friend });
  await expect(gift).toBeVisible();
  await page.screenshot({ path: join(screensDir, 'gifts-bought.png'), fullPage: true });

  await expect.poll(() => claimLink(friend), { timeout: 20_000 }).toBeDefined();
  const link = new URL(claimLink(friend)!);
  await friendPage.goto(link.pathname + link.search);
  await friendPage.getByRole('button', { name: 'Claim gift' }).click();
  await expect(friendPage.getByRole('status')).toContainText('VIP until');
  await friendPage.screenshot({ path: join(screensDir, 'gifts-claimed.png') });
  const me = await friendPage.request.get('/api/me');
  expect((await me.json()).profile.subscriptionTier).toBe('vip');

  await page.reload();
  await expect(gift.getByTestId('gift-status')).toHaveText('Claimed');
});
