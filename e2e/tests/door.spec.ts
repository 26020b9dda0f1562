import { expect, test } from './test';
import { apiAs } from './stored-sessions';
import { phoneOn, screensDir } from './phone';
import { FIRST_LOAD } from './timeouts';

// Issue 30, at the door: a staff phone (Pixel 7) admits a ticket once and refuses it the second
// time, also while offline; the offline check-in syncs when the network is back, and the admin's
// Door tab counts it.
test.describe.configure({ timeout: 120_000 });

const DAY = 86_400_000;

test('a staff phone admits a ticket once and refuses it the second time, also while offline', async ({
  browser,
  baseURL,
}) => {
  const admin = await apiAs(browser, baseURL!, 'admin');
  const show = await admin.post<{ id: string }>('/api/admin/events', {
    title: 'Door Night',
    eventDate: new Date(Date.now() + 3 * DAY).toISOString(),
    timeZone: 'Europe/Paris',
    venue: 'Le Trianon',
    location: 'Paris',
    ticketPriceCents: 2000,
  });
  const vip = await apiAs(browser, baseURL!, 'vip');
  await vip.post(`/api/events/${show.id}/tickets`, {
    quantity: 2,
    email: 'vip@example.com',
    fullName: 'Demo VIP',
    cardNumber: '4242 4242 4242 4242',
    expDate: '12/39',
    cvc: '123',
    zipCode: '90028',
    country: 'US',
  });
  const mine = (await (await vip.request.get('/api/me/tickets')).json()) as {
    eventId: string;
    code: string;
  }[];
  const [first, second] = mine.filter((t) => t.eventId === show.id).map((t) => t.code);
  expect(first && second).toBeTruthy();

  const page = await phoneOn(baseURL!, browser, { email: 'staff@example.com' });
  await page.goto('/door');
  await expect(page.getByRole('heading', { name: 'Door', level: 1 })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('This door').fill('Door B');
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: 'Door Night' }).click();
  await expect(page.getByTestId('door-list')).toHaveText(
    /Offline list: 2 tickets \(0 of 2 admitted\), downloaded at \d\d:\d\d/,
  );

  const answer = page.getByTestId('door-answer');
  const scan = async (code: string) => {
    await page.getByLabel('Type or paste a code').fill(code);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
  };

  // Online: in once, then refused with the time (Paris) and the door.
  await scan(first!);
  await expect(answer).toHaveAttribute('data-admitted', 'true');
  await expect(answer).toContainText('Admit 1 — General');
  await scan(first!);
  await expect(answer).toHaveAttribute('data-admitted', 'false');
  await expect(answer).toContainText(/Do not admit\s*Already used at \d\d:\d\d by Door B/);
  await page.screenshot({ path: `${screensDir}door-refused.png` });

  // The venue's network goes down: the downloaded list still decides.
  await page.context().setOffline(true);
  await scan(second!);
  await expect(answer).toHaveAttribute('data-admitted', 'true');
  await expect(answer).toContainText('Admit 1 — General');
  await expect(answer).toContainText('Admitted (offline)');
  await expect(page.getByTestId('door-queue')).toHaveText('1 check-in waiting to sync.');
  await page.screenshot({ path: `${screensDir}door-offline.png` });
  await scan(second!);
  await expect(answer).toHaveAttribute('data-admitted', 'false');
  await expect(answer).toContainText(/Already used at \d\d:\d\d by Door B/);
  await scan(first!);
  await expect(answer).toContainText(/Already used at \d\d:\d\d by Door B/);
  await scan(`${second!.slice(0, -3)}abc`);
  await expect(answer).toContainText('Not a valid ticket code');

  // Back online: the queued check-in reaches the server, which now refuses the ticket too.
  await page.context().setOffline(false);
  await expect(page.getByTestId('door-queue')).toHaveText('Every check-in is synced.');
  const counts = (await (await admin.request.get('/api/door/events')).json()) as {
    events: { id: string; admitted: number; sold: number }[];
  };
  expect(counts.events.find((e) => e.id === show.id)).toMatchObject({ admitted: 2, sold: 2 });
  const again = await admin.post<{ admitted: boolean; door: string }>(
    `/api/door/events/${show.id}/check-in`,
    { code: second!, door: 'Door C' },
  );
  expect(again).toMatchObject({ admitted: false, door: 'Door B' });

  // The admin's Door tab shows the live count.
  const adminPage = await phoneOn(baseURL!, browser, { email: 'admin@example.com' });
  await adminPage.goto('/admin?tab=door');
  const row = adminPage.getByTestId('door-count').filter({ hasText: 'Door Night' });
  await expect(row).toContainText('2 admitted / 2 sold', FIRST_LOAD);
  await adminPage.screenshot({ path: `${screensDir}admin-door-counts.png` });
  await Promise.all([
    admin.close(),
    vip.close(),
    page.context().close(),
    adminPage.context().close(),
  ]);
});

test('fans cannot open the door screen', async ({ browser, baseURL }) => {
  const page = await phoneOn(baseURL!, browser, { email: 'fan@example.com' });
  await page.goto('/door');
  // The guard sends a role without checkIn to /, which takes a signed-in member to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/, FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Door', exact: true })).toHaveCount(0);
  await page.context().close();
});
