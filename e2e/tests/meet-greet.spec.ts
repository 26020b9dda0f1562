import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { phoneOn, screensDir } from './phone';
import { apiAs, useStoredSession } from './stored-sessions';
import { FIRST_LOAD } from './timeouts';

// Meet & greet (issue 30, the VIP perk): the artist attaches one to a new event; a VIP enters on
// the event page; the artist then moves the close to a few seconds from now (the admin API, so no
// page clock is needed), the server draws at the close, and the VIP sees the result there and the
// pass with its QR code beside their tickets. A free fan sees what it is and the way up.
const title = `E2E Meet Greet ${randomBytes(4).toString('hex')}`;
const DRAW_IN_S = 3;

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
  const opensAt = new Date(Date.now() - 60_000).toISOString();
  const setUp = async (closesAt: number) => {
    const res = await artist.request.put(`/api/admin/events/${id}/meet-greet`, {
      data: {
        places: 1,
        opensAt,
        closesAt: new Date(closesAt).toISOString(),
        giveBackUntil: new Date(eventDate.getTime() - 86_400_000).toISOString(),
      },
      headers: { origin: baseURL! },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setUp(Date.now() + 3_600_000);

  // A free fan: what it is, and the upgrade link instead of an Enter button.
  const fan = await phoneOn(baseURL!, browser);
  await useStoredSession(fan, 'fan');
  await fan.goto(`/event/${id}`);
  const fanPanel = fan.getByTestId('meet-greet');
  await expect(fanPanel.getByText('The meet & greet is for VIP members.')).toBeVisible(FIRST_LOAD);
  await expect(fanPanel.getByRole('link', { name: 'Upgrade to VIP' })).toBeVisible();
  await expect(fanPanel.getByRole('button', { name: 'Enter the meet & greet' })).toHaveCount(0);
  await fan.context().close();

  const vip = await phoneOn(baseURL!, browser);
  await useStoredSession(vip, 'vip');
  await vip.goto(`/event/${id}`);
  const panel = vip.getByTestId('meet-greet');
  await expect(panel.getByText(/1 place, drawn at random/)).toBeVisible(FIRST_LOAD);
  await panel.scrollIntoViewIfNeeded();
  await vip.screenshot({ path: `${screensDir}meet-greet-enter.png`, scale: 'css' });
  await panel.getByRole('button', { name: 'Enter the meet & greet' }).click();
  await expect(panel.getByText(/You're in the draw/)).toBeVisible();
  await setUp(Date.now() + DRAW_IN_S * 1000);
  await artist.close();

  // The close passes and the server draws; the page, opened again, shows the answer.
  await expect(async () => {
    await vip.reload();
    await expect(panel.getByText('You won a place! Your pass is with your tickets.')).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await panel.scrollIntoViewIfNeeded();
  await vip.screenshot({ path: `${screensDir}meet-greet-won.png`, scale: 'css' });
  await panel.getByRole('link', { name: 'See my pass' }).click();
  await expect(vip).toHaveURL(/\/tickets$/);
  const pass = vip.getByTestId('meet-greet-pass').filter({ hasText: title });
  await expect(
    pass.getByRole('img', { name: `Meet & greet pass QR code for ${title}` }),
  ).toBeVisible(FIRST_LOAD);
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
  await expect(vip.getByText(`You won a meet & greet place for ${title}`)).toBeVisible(FIRST_LOAD);
  await vip.context().close();

  // Staff see the draw in the event's edit dialog: who, in which order, and the seed.
  const admin = await phoneOn(baseURL!, browser);
  await useStoredSession(admin, 'artist');
  await admin.goto('/admin?tab=events');
  const row = admin
    .getByRole('tabpanel', { name: 'Events' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await row.getByRole('button', { name: `Edit ${title}` }).click(FIRST_LOAD);
  const draw = admin.getByRole('dialog', { name: 'Edit Event' }).getByTestId('meet-greet-draw');
  await expect(draw).toContainText('among 1 entry for 1 place');
  await expect(draw).toContainText(/1\. .+Won/);
  await expect(draw).toContainText(/Seed: [0-9a-f]{64}/);
  await draw.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${screensDir}meet-greet-admin.png`, scale: 'css' });
  await admin.context().close();
});
