import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { newMember } from './new-member';
import { FIRST_LOAD } from './timeouts';

// Issue 31: buying 2 tickets ends on a confirmation with both tickets and a real calendar file,
// each admission has its own QR, and /tickets opens with no network (its own member: it buys).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const docsShot = fileURLToPath(
  new URL('../../docs/screenshots/ticket-confirmation.png', import.meta.url),
);

/** Waits until the service worker (and with it the precached shell) controls the page. */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
}

test('buy 2 → a confirmation with both tickets and Add to calendar; the tickets open offline', async ({
  page,
  context,
  baseURL,
}) => {
  await newMember(page, baseURL!, { name: 'Ticket Fan' });
  await page.goto('/event/souled-out');
  await workerInControl(page);
  await expect(page.getByRole('heading', { name: 'Get Your Tickets' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Increase' }).click();
  await page.getByRole('button', { name: 'Buy Tickets' }).click();
  const pay = page.getByRole('dialog', { name: 'Get Your Tickets' });
  await pay.getByLabel('Full Name').fill('Ticket Fan');
  await pay.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiration Date').fill('12/34');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByLabel('ZIP Code', { exact: true }).fill('77054');
  await pay.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await pay.getByRole('button', { name: 'Pay $178.00' }).click();

  const done = page.getByRole('dialog', { name: '2 tickets for Souled Out confirmed!' });
  await expect(done).toBeVisible();
  await expect(done.getByRole('list', { name: 'Tickets bought' }).getByRole('listitem')).toHaveText(
    [/Ticket 1 of 2/, /Ticket 2 of 2/],
  );
  await expect(done.getByRole('link', { name: 'View my tickets' })).toHaveAttribute(
    'href',
    '/tickets',
  );
  await page.screenshot({ path: docsShot });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    done.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('souled-out.ics');
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('TZID:America/Chicago');
  expect(ics).toMatch(/DTSTART;TZID=America\/Chicago:\d{8}T190000/);
  expect(ics).toMatch(/DTEND;TZID=America\/Chicago:\d{8}T\d{6}/);
  expect(ics).toContain('SUMMARY:Souled Out');
  expect(ics).toContain('LOCATION:NRG Park\\, Houston\\, TX');

  // The form starts over: one ticket, and Buy Tickets again.
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toHaveCount(0);
  await expect(page.getByText('$89.00', { exact: true }).last()).toBeVisible();

  await page.goto('/tickets');
  const tickets = page.getByRole('article', { name: 'Souled Out' });
  await expect(tickets).toHaveCount(2, FIRST_LOAD);
  for (const ticket of await tickets.all())
    await expect(ticket.getByRole('img', { name: 'Ticket QR code for Souled Out' })).toBeVisible();
  // The membership card is saved too (fetched alongside on this screen).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const raw = localStorage.getItem('fanclub.offline-pass');
        return raw ? (JSON.parse(raw) as { membership: unknown }).membership !== null : false;
      }),
    )
    .toBe(true);

  // At the venue with no signal: a reload still shows both tickets with their QR codes.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-tickets')).toBeVisible(FIRST_LOAD);
  await expect(tickets).toHaveCount(2);
  for (const ticket of await tickets.all())
    await expect(ticket.getByRole('img', { name: 'Ticket QR code for Souled Out' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Membership card QR code' })).toBeVisible();
  await page.screenshot({
    path: fileURLToPath(new URL('../../.tmp/screens/tickets-offline.png', import.meta.url)),
    fullPage: true,
  });
  await context.setOffline(false);

  // Signing out forgets them: the next person on this phone sees none, online or off.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/, FIRST_LOAD);
  expect(await page.evaluate(() => localStorage.getItem('fanclub.offline-pass'))).toBeNull();
  await context.setOffline(true);
  await page.goto('/tickets').catch(() => {});
  await expect(page.getByTestId('offline-tickets')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Ticket QR code/ })).toHaveCount(0);
  await context.setOffline(false);
});
