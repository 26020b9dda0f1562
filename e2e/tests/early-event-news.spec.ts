import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { newMember } from './new-member';
import { phoneOn } from './phone';
import { apiAs, useStoredSession } from './stored-sessions';

// Early event news (issue 30, the Fan+ perk): an event the artist announces with members hearing
// first is on the VIP's Events screen at once, marked as such, while a free fan finds it through
// no screen: not the list, not its page, not Home. Pixel 7 size comes from the project's `use`.
const title = `E2E Members First ${randomBytes(4).toString('hex')}`;

test('a VIP sees a members-first event at once; a free fan finds it through no screen', async ({
  page,
  browser,
  baseURL,
}) => {
  const artist = await apiAs(browser, baseURL!, 'artist');
  const { id } = await artist.post<{ id: string }>('/api/admin/events', {
    title,
    eventDate: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    location: 'Oakland, CA',
    ticketPriceCents: 3500,
    membersFirstHours: 48,
  });
  await artist.close();

  const vip = await phoneOn(baseURL!, browser);
  await useStoredSession(vip, 'vip');
  await vip.goto('/events');
  const listed = vip.getByRole('listitem').filter({ hasText: title });
  await expect(listed.getByText(/^Members first · public [A-Z][a-z]{2} \d{1,2}/)).toBeVisible();
  await listed.scrollIntoViewIfNeeded();
  await vip.screenshot({ path: 'docs/screenshots/event-members-first.png', scale: 'css' });
  await listed.getByRole('link').first().click();
  await expect(vip.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await vip.context().close();

  await newMember(page, baseURL!, { name: 'Early News Free Fan' });
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events', exact: true })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(`/event/${id}`);
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await page.request.get(`/api/events/${id}`)).status()).toBe(404);
  const html = await (await page.request.get('/events')).text();
  expect(html).not.toContain(title);
});
