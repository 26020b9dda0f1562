import { expect as baseExpect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { startOwnServer } from './own-server';
import { phoneOn } from './phone';
import type { OwnServer } from './own-server';

// Issue 31, "no fake buttons, no dead ends": the sale window is said before anyone types a card,
// tier changes are asked about and read 'VIP', the admin's events start with what is coming, and
// the mini-player covers nothing. A server of its own: it changes members' tiers and makes events.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const shots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const HOUR = 3_600_000;
let server: OwnServer;

test.beforeAll(async () => {
  // A fresh database migrates and seeds first: slow while the machine is also building.
  test.setTimeout(180_000);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

type Browser = Parameters<typeof phoneOn>[1];

/** A 412-px phone (one image pixel per CSS pixel, so screenshots stay small), signed in. */
function member(browser: Browser, email: string): Promise<Page> {
  return phoneOn(server.url, browser, { email });
}

function admin(browser: Browser): Promise<Page> {
  return member(browser, 'admin@example.com');
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

test('a Fan+ fan sees the on-sale time and the VIP window, and no card form, before sale', async ({
  browser,
}) => {
  const page = await admin(browser);
  const made = await page.request.post('/api/admin/events', {
    data: {
      title: 'Presale Night',
      eventDate: new Date(Date.now() + 20 * 24 * HOUR).toISOString(),
      timeZone: 'America/Los_Angeles',
      venue: 'The Wiltern',
      location: 'Los Angeles, CA',
      ticketPriceCents: 4500,
      // General sale in 3 days: VIP's 48-hour window opens in 1 day, so nobody may buy now.
      onSaleAt: new Date(Date.now() + 72 * HOUR).toISOString(),
    },
    headers: { origin: server.url },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  const fan = await member(browser, 'fanplus@example.com');
  await fan.goto(`/event/${id}`);
  const notice = fan.getByTestId('sale-not-open');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/On sale \w{3}, \w{3} \d+, \d+:\d\d [AP]M P[SD]T/);
  await expect(notice).toContainText('Your Fan+ membership can buy from general sale.');
  await expect(notice).toContainText(/VIP members get early access from \w{3}, /);
  await expect(
    notice.getByRole('link', { name: 'Upgrade to VIP for early access' }),
  ).toHaveAttribute('href', '/subscribe?for=plan:vip');
  await expect(fan.getByRole('button', { name: 'Buy Tickets' })).toHaveCount(0);
  await expect(fan.getByLabel(/card number/i)).toHaveCount(0);
  await expect(fan.getByText('The Wiltern')).toBeVisible();
  await notice.scrollIntoViewIfNeeded();
  await fan.screenshot({ path: `${shots}event-early-window.png` });

  // The server still refuses, with its own words.
  const refused = await fan.request.post(`/api/events/${id}/tickets`, {
    data: {
      quantity: 1,
      email: 'fanplus@example.com',
      fullName: 'Fan Plus',
      cardNumber: '4242 4242 4242 4242',
      expDate: '12/39',
      cvc: '123',
      zipCode: '90028',
      country: 'US',
    },
    headers: { origin: server.url },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Tickets go on sale /);

  // A VIP sees their own window, earlier than general sale.
  const vip = await member(browser, 'vip@example.com');
  await vip.goto(`/event/${id}`);
  await expect(vip.getByTestId('sale-not-open')).toContainText(
    /Your VIP early access opens \w{3}, /,
  );
});

test('the admin is asked before a tier change, sees tier labels, and gets the toast', async ({
  browser,
}) => {
  const page = await admin(browser);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Members' }).click();
  const members = page.getByRole('tabpanel', { name: 'Members' });
  await members.getByLabel('Search members').fill('vip@example.com');
  const row = members.getByRole('listitem').filter({ hasText: 'vip@example.com' });
  const tier = row.getByRole('combobox', { name: 'Tier' });
  await expect(tier).toHaveText('VIP');
  await tier.click();
  await expect(page.getByRole('option', { name: 'Fan+' })).toBeVisible();
  await page.getByRole('option', { name: 'Fan+' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(/^Change .+'s tier to Fan\+\?$/);
  await page.screenshot({ path: `${shots}admin-tier-confirm.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tier).toHaveText('VIP');

  await tier.click();
  await page.getByRole('option', { name: 'Fan+' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change tier' }).click();
  await expect(page.getByText('Complimentary tier granted')).toBeVisible();
  await expect(page.getByText('vip@example.com now has Fan+.')).toBeVisible();
  await expect(tier).toHaveText('Fan+');
});

test('the admin events list starts with upcoming events, past ones under Past', async ({
  browser,
}) => {
  const page = await admin(browser);
  await page.goto('/admin?tab=events');
  const panel = page.getByRole('tabpanel', { name: 'Events' });
  const titles = panel.getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(titles.first()).toBeVisible();
  const list = (await page.request.get('/api/admin/events').then((r) => r.json())) as {
    title: string;
    eventDate: string;
  }[];
  const soonest = list
    .filter((e) => Date.parse(e.eventDate) > Date.now())
    .sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate))[0]!;
  await expect(titles.first()).toHaveText(soonest.title);
  const past = panel.getByRole('heading', { name: 'Past', exact: true });
  await expect(past).toBeVisible();
  // Every event above the Past heading is upcoming.
  const pastTop = (await box(past)).y;
  for (const item of await panel.getByRole('listitem').all()) {
    if ((await box(item)).y > pastTop) await expect(item.getByText('Past')).toBeVisible();
    else await expect(item.getByText('Past', { exact: true })).toHaveCount(0);
  }
  await panel.getByRole('heading', { name: 'Manage Events' }).evaluate((h) => h.scrollIntoView());
  await page.screenshot({ path: `${shots}admin-events-upcoming-first.png` });
});

test('the mini-player never covers the track page’s Upgrade button', async ({ browser }) => {
  const fan = await member(browser, 'fan@example.com');
  const tracks = (await fan.request.get('/api/tracks').then((r) => r.json())) as {
    id: string;
    title: string;
    locked: boolean;
  }[];
  const locked = tracks.find((t) => t.locked)!;
  await fan.goto(`/track/${locked.id}`);
  await fan.getByRole('button', { name: `Play ${locked.title}` }).click();
  const bar = fan.getByRole('region', { name: 'Now playing' });
  await expect(bar).toBeVisible();
  const upgrade = fan.getByRole('link', { name: 'Upgrade', exact: true });
  const overlap = async () => {
    const [a, b] = [await box(upgrade), await box(bar)];
    return a.y < b.y + b.height && b.y < a.y + a.height;
  };
  // Where the fan is when the bar appears: the Upgrade they were about to tap stays tappable.
  await expect.poll(overlap).toBe(false);
  await expect(
    fan.getByRole('button', { name: new RegExp(`^(Play|Pause) ${locked.title}$`) }),
  ).toBeInViewport();
  await fan.screenshot({ path: `${shots}track-upgrade-above-mini-player.png` });
  // Keyboard focus from the top of the page also lands it clear of the bar (scroll-padding).
  await fan.evaluate(() => window.scrollTo(0, 0));
  await upgrade.focus();
  await expect.poll(overlap).toBe(false);
  await fan.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await overlap()).toBe(false);
});
