import { expect as baseExpect, test } from './test';
import type { Page } from '@playwright/test';
import { memberPage as signedIn } from './own-server';
import { guest, screensDir } from './phone';

// Events and tickets: a guest who taps Buy signs in and comes back to the event, a VIP-only show
// is locked before any tap, My Tickets lists upcoming tickets newest first with their QR codes,
// and an event's place is said once.
// Seven helpers share two cores while this runs: generous waits, never fixed sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'fanclub-demo';

interface EventRow {
  id: string;
  isVipOnly: boolean;
  venue: string;
  location: string;
}

async function upcomingEvents(page: Page): Promise<EventRow[]> {
  return (await (await page.request.get('/api/events?when=upcoming')).json()) as EventRow[];
}

test('tickets: guests sign in and come back; VIP-only shows the lock before any tap', async ({
  browser,
  baseURL,
}) => {
  const { page } = await guest(browser, baseURL!);
  const events = await upcomingEvents(page);
  const open = events.find((e) => !e.isVipOnly)!;
  const vipOnly = events.find((e) => e.isVipOnly)!;

  await page.goto(`/event/${open.id}`);
  await page.getByRole('button', { name: 'Buy Tickets' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('fan@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${open.id}$`));

  // Signed in as a free fan now: the VIP-only show is locked on arrival, no Buy to tap.
  await page.goto(`/event/${vipOnly.id}`);
  await expect(page.getByTestId('vip-locked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to VIP' })).toHaveAttribute(
    'href',
    `/subscribe?for=event:${vipOnly.id}`,
  );
  await expect(page.getByRole('button', { name: 'Buy Tickets' })).toHaveCount(0);
  await page.getByTestId('vip-locked').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screensDir}fan_event-vip-only.png` });

  const visitor = await guest(browser, baseURL!);
  await visitor.page.goto(`/event/${vipOnly.id}`);
  await expect(visitor.page.getByTestId('vip-locked')).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: 'Already VIP? Log in' })).toBeVisible();
  await visitor.page.getByTestId('vip-locked').scrollIntoViewIfNeeded();
  await visitor.page.screenshot({ path: `${screensDir}guest_event-vip-only.png` });
});

test('my tickets: Upcoming first, newest purchase on top, each with its QR', async ({
  browser,
  baseURL,
}) => {
  const fanPlus = await signedIn(browser, baseURL!, 'fanplus@example.com');
  const open = (await upcomingEvents(fanPlus)).filter((e) => !e.isVipOnly);
  const card = {
    email: 'fanplus@example.com',
    fullName: 'Fan Plus',
    cardNumber: '4242 4242 4242 4242',
    expDate: '12/39',
    cvc: '123',
    zipCode: '90028',
    country: 'US',
  };
  for (const event of [open[0]!, open[1]!]) {
    const res = await fanPlus.request.post(`/api/events/${event.id}/tickets`, {
      data: { quantity: 1, ...card },
      headers: { origin: baseURL! },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await fanPlus.goto('/tickets');
  await expect(fanPlus.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  const cards = fanPlus.getByRole('region', { name: 'Upcoming' }).getByTestId('ticket-card');
  await expect(cards.first().getByRole('img', { name: /Ticket QR code/ })).toBeVisible();
  // The last bought (open[1]) is on top.
  const [newest] = await fanPlus.request
    .get('/api/me/tickets')
    .then((r) => r.json() as Promise<{ eventId: string }[]>);
  expect(newest!.eventId).toBe(open[1]!.id);
  await fanPlus.screenshot({ path: `${screensDir}fan_tickets.png` });
});

test('an admin-made event says its place once', async ({ browser, baseURL }) => {
  const admin = await signedIn(browser, baseURL!, 'admin@example.com');
  const made = await admin.request.post('/api/admin/events', {
    data: {
      title: 'Pop-up Show',
      eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      location: 'Austin, TX',
      timeZone: 'America/Chicago',
    },
    headers: { origin: baseURL! },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await admin.goto(`/event/${id}`);
  await expect(admin.getByRole('heading', { name: 'Pop-up Show' })).toBeVisible();
  await expect(admin.getByText('Austin, TX', { exact: true })).toHaveCount(1);
});
