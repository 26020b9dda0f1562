import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { phoneOn, screensDir } from './phone';
import { apiAs, useStoredSession } from './stored-sessions';

// Meet & greet (issue 30, the VIP perk): the artist attaches one to a new event with an entry
// window that closes seconds later (through the admin API, so no page clock is needed); a VIP
// enters on the event page, the server draws at the close, and the VIP sees the result there and
// the pass with its QR code beside their tickets. A free fan sees what it is and the way up.
const title = `E2E Meet Greet ${randomBytes(4).toString('hex')}`;
const WINDOW_S = 25;

test('a VIP enters the meet & greet and, after the draw, sees the pass', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const eventDate = new Date(Date.now() + 60 * 86_400_000);
  const artist = await apiAs(browser, baseURL!, 'artist');
  const { id } = await artist.post<{ id: string }>('/api/admin/events', {
    title,
    eventDate: eventDate.toISOString(),
    location: 'Austin, TX',
  });
  const closesAt = Date.now() + WINDOW_S * 1000;
  const set = await artist.request.put(`/api/admin/events/${id}/meet-greet`, {
    data: {
      places: 1,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(closesAt).toISOString(),
      giveBackUntil: new Date(eventDate.getTime() - 86_400_000).toISOString(),
    },
    headers: { origin: baseURL! },
  });
  expect(set.status(), await set.text()).toBe(200);
  await artist.close();

  // A free fan: what it is, and the upgrade link instead of an Enter button.
  const fan = await phoneOn(baseURL!, browser);
  await useStoredSession(fan, 'fan');
  await fan.goto(`/event/${id}`);
  const fanPanel = fan.getByTestId('meet-greet');
  await expect(fanPanel.getByText('The meet & greet is for VIP members.')).toBeVisible();
  await expect(fanPanel.getByRole('link', { name: 'Upgrade to VIP' })).toBeVisible();
  await expect(fanPanel.getByRole('button', { name: 'Enter the meet & greet' })).toHaveCount(0);
  await fan.context().close();

  const vip = await phoneOn(baseURL!, browser);
  await useStoredSession(vip, 'vip');
  await vip.goto(`/event/${id}`);
  const panel = vip.getByTestId('meet-greet');
  await expect(panel.getByText(/1 place, drawn at random/)).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await vip.screenshot({ path: `${screensDir}meet-greet-enter.png`, scale: 'css' });
  await panel.getByRole('button', { name: 'Enter the meet & greet' }).click();
  await expect(panel.getByText(/You're in the draw/)).toBeVisible();
  expect(Date.now(), 'entered before the window closed').toBeLessThan(closesAt);

  // The close passes; the server draws, and the page (which asks again from the close) shows it.
  await expect(panel.getByText('You won a place! Your pass is with your tickets.')).toBeVisible({
    timeout: WINDOW_S * 1000 + 30_000,
  });
  await panel.scrollIntoViewIfNeeded();
  await vip.screenshot({ path: `${screensDir}meet-greet-won.png`, scale: 'css' });
  await panel.getByRole('link', { name: 'See my pass' }).click();
  await expect(vip).toHaveURL(/\/tickets$/);
  const pass = vip.getByTestId('meet-greet-pass').filter({ hasText: title });
  await expect(
    pass.getByRole('img', { name: `Meet & greet pass QR code for ${title}` }),
  ).toBeVisible();
  await vip.screenshot({ path: `${screensDir}meet-greet-pass.png`, scale: 'css' });
  // The offline copy (ADR 023) keeps the pass too, so it opens at a venue with no signal.
  await expect
    .poll(() =>
      vip.evaluate((eventTitle) => {
        const raw = localStorage.getItem('fanclub.offline-pass');
        const saved = raw
          ? (JSON.parse(raw) as { meetGreetPasses?: { eventTitle: string; code: string | null }[] })
          : null;
        return saved?.meetGreetPasses?.find((p) => p.eventTitle === eventTitle)?.code ?? '';
      }, title),
    )
    .toMatch(/^mg\./);
  // The inbox has the news.
  await vip.goto('/inbox');
  await expect(vip.getByText(`You won a meet & greet place for ${title}`)).toBeVisible();
  await vip.context().close();

  // Staff see the draw in the event's edit dialog: who, in which order, and the seed.
  const admin = await phoneOn(baseURL!, browser);
  await useStoredSession(admin, 'artist');
  await admin.goto('/admin');
  const row = admin
    .getByRole('tabpanel', { name: 'Events' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const draw = admin.getByRole('dialog', { name: 'Edit Event' }).getByTestId('meet-greet-draw');
  await expect(draw).toContainText('among 1 entry for 1 place');
  await expect(draw).toContainText(/1\. .+Won/);
  await expect(draw).toContainText(/Seed: [0-9a-f]{64}/);
  await draw.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${screensDir}meet-greet-admin.png`, scale: 'css' });
  await admin.context().close();
});
