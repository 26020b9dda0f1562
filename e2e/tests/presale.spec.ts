import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { fillDemoCard } from './demo-card';
import { phoneOn } from './phone';
import { FIRST_LOAD } from './timeouts';
import { apiAs, useStoredSession } from './stored-sessions';

// VIP presale codes (issue 30): the artist gives every VIP member a code from the admin screen;
// the VIP finds theirs on the membership card and already filled in on the event page, and buys
// with it in the presale. Pixel 7 size comes from the project's `use`.
const title = `E2E Presale ${randomBytes(4).toString('hex')}`;

test('the artist issues presale codes; a VIP sees theirs on the card and buys with it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const artist = await apiAs(browser, baseURL!, 'artist');
  // General sale tomorrow: the VIP early window (the presale) is open now.
  const { id } = await artist.post<{ id: string }>('/api/admin/events', {
    title,
    eventDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
    onSaleAt: new Date(Date.now() + 86_400_000).toISOString(),
    location: 'Portland, OR',
    ticketPriceCents: 4000,
  });
  await artist.close();

  await useStoredSession(page, 'artist');
  await page.goto('/admin?tab=events');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByRole('button', { name: `Presale codes for ${title}` })).toBeVisible(
    FIRST_LOAD,
  );
  await row.getByRole('button', { name: `Presale codes for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Presale codes' });
  await expect(dialog.getByText(/^Presale .+ – .+\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Give every VIP member a code' }).click();
  await expect(dialog.getByText(/^\d+ of \d+ VIP members have a code · 0 used$/)).toBeVisible();
  await expect(dialog.getByText(/^0 of /)).toHaveCount(0);
  await page.screenshot({ path: 'docs/screenshots/admin_presale-codes.png' });

  const vip = await phoneOn(baseURL!, browser);
  await useStoredSession(vip, 'vip');
  const [mine] = (
    (await (await vip.request.get('/api/me/presale-codes')).json()) as {
      eventId: string;
      code: string;
    }[]
  ).filter((c) => c.eventId === id);
  expect(mine?.code).toMatch(/^VIP-[0-9A-F]{12}$/);

  await vip.goto('/profile');
  const card = vip.getByRole('region', { name: 'Membership card' });
  await expect(card.getByRole('heading', { name: 'Your presale codes' })).toBeVisible(FIRST_LOAD);
  await expect(card.getByRole('listitem').filter({ hasText: title })).toContainText(mine!.code);
  await card.getByRole('heading', { name: 'Your presale codes' }).scrollIntoViewIfNeeded();
  await vip.screenshot({ path: 'docs/screenshots/vip_profile-presale-codes.png' });

  await vip.goto(`/event/${id}`);
  await expect(vip.getByTestId('early-access')).toBeVisible(FIRST_LOAD);
  const field = vip.getByRole('textbox', { name: 'Presale code' });
  await expect(field).toHaveValue(mine!.code);
  await field.scrollIntoViewIfNeeded();
  await vip.screenshot({ path: 'docs/screenshots/vip_event-presale-code.png' });
  await vip.getByRole('button', { name: 'Buy Tickets' }).click();
  const pay = vip.getByRole('dialog', { name: 'Get Your Tickets' });
  await fillDemoCard(pay, { name: 'Demo VIP', zip: '97205' });
  await pay.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await pay.getByRole('button', { name: 'Pay $40.00' }).click();
  await expect(vip.getByRole('dialog', { name: `1 ticket for ${title} confirmed!` })).toBeVisible();

  // The code worked once: the server refuses it a second time.
  const again = await vip.request.post(`/api/events/${id}/tickets`, {
    data: {
      quantity: 1,
      presaleCode: mine!.code,
      email: 'vip@example.com',
      fullName: 'Demo VIP',
      cardNumber: '4242 4242 4242 4242',
      expDate: '12/34',
      cvc: '123',
      zipCode: '97205',
      country: 'US',
    },
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(409);
  await vip.context().close();
});
