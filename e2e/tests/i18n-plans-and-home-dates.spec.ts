import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './test';
import { phoneOn, screensDir } from './phone';
import { apiAs, storedSession } from './stored-sessions';
import { FIRST_LOAD } from './timeouts';
import { shownKeys } from './i18n-keys';

// Issue 34: the plan cards' lines and pitches (packages/shared/src/plans.ts) in the reader's language,
// English word for word as the spec has them; Home's upcoming lives and event cards write their
// dates and their 'and' in the reader's language. Expected dates are computed with Intl in the same
// browser, never hard-coded, so they hold in any zone and for any seeded event.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const cardLines = (page: Page, plan: string) =>
  page.locator(`article[data-plan="${plan}"] ul`).first().getByRole('listitem').allInnerTexts();

test('the plan cards read in English exactly as the spec writes them', async ({ page }) => {
  await page.goto('/subscribe');
  await expect(page.locator('article[data-plan="fanplus"]')).toBeVisible(FIRST_LOAD);
  expect(await cardLines(page, 'fanplus')).toEqual([
    'Full playback',
    'Fan+ exclusive clips',
    'Livestreams',
    'Community',
    'Early event notifications',
  ]);
  await expect(page.getByText('Everything you need to follow along.')).toBeVisible();
  await expect(page.getByText('Everything in Fan+', { exact: true })).toBeVisible();
  const fanPlus = page.locator('article[data-plan="fanplus"]');
  await expect(fanPlus.getByRole('button')).toHaveText('Subscribe - $9.99/mo');
  await expect(fanPlus.getByText('/month', { exact: true })).toBeVisible();
});

test('a visitor whose browser asks for Spanish reads the plan cards in Spanish', async ({
  browser,
  baseURL,
}) => {
  const page = await phoneOn(baseURL!, browser, {
    locale: 'es-ES',
    extraHTTPHeaders: { 'Accept-Language': 'es' },
  });
  await page.goto('/subscribe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es', FIRST_LOAD);
  await expect(page.locator('article[data-plan="fanplus"]')).toBeVisible(FIRST_LOAD);
  expect(await cardLines(page, 'fanplus')).toEqual([
    'Reproducción completa',
    'Clips exclusivos de Fan+',
    'Transmisiones en directo',
    'Comunidad',
    'Avisos anticipados de eventos',
  ]);
  await expect(page.getByText('Lo más cerca que puedes estar.')).toBeVisible();
  await expect(page.getByText('Todo lo de Fan+', { exact: true })).toBeVisible();
  // The price as a Spanish reader writes dollars (Intl: '9,99 US$'), per month in Spanish.
  const fanPlus = page.locator('article[data-plan="fanplus"]');
  await expect(fanPlus.getByRole('button')).toHaveText(/^Suscribirse - 9,99\sUS\$\/mes$/);
  await expect(fanPlus.getByText('/mes', { exact: true })).toBeVisible();
  await expect(page.getByText('Full playback')).toHaveCount(0);
  await expect(page.getByText('Get a taste of the fan club.')).toHaveCount(0);
  expect(await shownKeys(page)).toEqual([]);
  await page.screenshot({ path: `${screensDir}es_subscribe-plans.png` });
  await page.context().close();
});

test("a Japanese VIP reads Home's upcoming live and event dates in Japanese", async ({
  browser,
  baseURL,
}) => {
  const title = `E2E 日本語ライブ ${randomBytes(3).toString('hex')}`;
  // Soon, so it is among the first upcoming lives Home lists.
  const startsAt = new Date(Date.now() + 90 * 60_000);
  startsAt.setUTCSeconds(0, 0);
  const artist = await apiAs(browser, baseURL!, 'artist');
  const live = await artist.post<{ id: string }>('/api/live/scheduled', {
    title,
    startsAt: startsAt.toISOString(),
    audienceTier: 'fanplus',
  });

  const page = await phoneOn(baseURL!, browser, {
    locale: 'ja-JP',
    extraHTTPHeaders: { 'Accept-Language': 'ja' },
    storageState: storedSession('vip'),
  });
  try {
    const events = (await (await page.request.get('/api/events?when=upcoming')).json()) as {
      title: string;
      startDay: string;
      endDay: string | null;
    }[];
    const event = events[0];
    expect(event, 'the demo data has an upcoming event').toBeTruthy();

    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja', FIRST_LOAD);
    const expected = await page.evaluate(
      ({ iso, startDay, endDay }) => {
        const at = new Date(iso);
        const format = (options: Intl.DateTimeFormatOptions) =>
          new Intl.DateTimeFormat('ja-JP', options).format(at);
        const day = (d: string) =>
          new Intl.DateTimeFormat('ja-JP', {
            day: 'numeric',
            month: 'short',
            timeZone: 'UTC',
          }).format(new Date(`${d}T00:00:00Z`));
        const days = endDay && endDay !== startDay ? [day(startDay), day(endDay)] : [day(startDay)];
        return {
          when: `${format({ weekday: 'short', day: 'numeric', month: 'short' })} · ${format({ hour: 'numeric', minute: '2-digit' })}`,
          eventDay: new Intl.ListFormat('ja-JP', { type: 'conjunction' }).format(days),
        };
      },
      { iso: startsAt.toISOString(), startDay: event!.startDay, endDay: event!.endDay },
    );
    // A Japanese date and a 24-hour clock, not 'Sun 21 Feb · 7:05 PM'.
    expect(expected.when).toMatch(/月.*日.* · \d{1,2}:\d{2}$/);

    const item = page.getByTestId('upcoming-live').filter({ hasText: title });
    await expect(item).toBeVisible(FIRST_LOAD);
    await expect(item).toContainText(expected.when);
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screensDir}ja_dashboard-upcoming-live.png` });
    await expect(item).not.toContainText(/AM|PM|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);

    const card = page.getByRole('link').filter({ hasText: event!.title }).first();
    await expect(card).toContainText(expected.eventDay);
    expect(await shownKeys(page)).toEqual([]);
  } finally {
    await artist.request.delete(`/api/live/scheduled/${live.id}`, {
      headers: { origin: baseURL! },
    });
    await artist.close();
    await page.context().close();
  }
});
