import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { coverPng } from './cover-png';
import { phoneOn } from './phone';
import { apiAs, storedSession, useStoredSession } from './stored-sessions';
import { FIRST_LOAD } from './timeouts';

// Scheduled lives (issue 32) at Pixel 7 size: the artist schedules a live from the Go Live
// dialog; a VIP fan sees it in "Upcoming Live Streams" and taps Remind me; when its time comes,
// the fan has the inbox item.
test.describe.configure({ timeout: 180_000 });

/** A time as a datetime-local field wants it, in the browser's own zone. */
const localInput = (at: Date) =>
  new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

test('the artist schedules a live; a fan asks to be reminded and is told when it starts', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `E2E Listening Party ${randomBytes(3).toString('hex')}`;
  await useStoredSession(page, 'artist');
  await page.goto('/media-hub');
  await page.getByRole('button', { name: 'Go Live' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog');
  const section = dialog.getByRole('region', { name: 'Schedule a live' });
  await expect(section).toBeVisible(FIRST_LOAD);
  // A refusal first, in plain words, without a request.
  await section.getByRole('button', { name: 'Schedule Live' }).click();
  await expect(section.getByText('Please enter a stream title.')).toBeVisible();
  await section.getByLabel('Live title').fill(title);
  // An hour ahead while the fan is set up (slow on a loaded host); moved near afterwards.
  await section.getByLabel('Starts at').fill(localInput(new Date(Date.now() + 3_600_000)));
  await section.getByLabel('Cover image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await coverPng(page),
  });
  const coverUploaded = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/live\/scheduled\/[^/]+\/cover$/.test(r.url()),
  );
  await section.getByRole('button', { name: 'Schedule Live' }).click();
  expect((await coverUploaded).status()).toBe(200);
  await expect(page.getByText('Live scheduled')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Scheduled lives' })).toContainText(title);

  const artist = await apiAs(browser, baseURL!, 'artist');
  const listed = (await (await artist.request.get('/api/live/scheduled?limit=20')).json()) as {
    lives: { id: string; title: string }[];
  };
  const id = listed.lives.find((l) => l.title === title)!.id;

  // The fan (a VIP: a Fan+ live is theirs to watch) sees it on the dashboard and asks.
  const fan = await phoneOn(baseURL!, browser, { storageState: storedSession('vip') });
  await fan.goto('/dashboard');
  const upcoming = fan
    .locator('section')
    .filter({ has: fan.getByRole('heading', { name: 'Upcoming Live Streams', level: 2 }) });
  const item = upcoming.getByTestId('upcoming-live').filter({ hasText: title });
  await expect(item).toBeVisible(FIRST_LOAD);
  await expect(item.getByText('Fan+')).toBeVisible();
  // The cover the artist chose, as the server stored it (re-encoded, under its own name).
  await expect(item.locator('img')).toHaveAttribute(
    'src',
    /^\/storage\/live-covers\/[\w-]+\.webp\?v=\d+$/,
  );
  await expect
    .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(item.getByRole('link', { name: `Add to calendar: ${title}` })).toHaveAttribute(
    'href',
    `/api/live/scheduled/${id}/calendar.ics`,
  );
  await item.getByRole('button', { name: 'Remind me' }).click();
  await expect(item.getByRole('button', { name: 'Reminder set' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await upcoming.scrollIntoViewIfNeeded();
  await upcoming.screenshot({ path: 'docs/screenshots/upcoming-live-streams.png', scale: 'css' });
  // Undo and ask again: both reach the server.
  await item.getByRole('button', { name: 'Reminder set' }).click();
  await expect(item.getByRole('button', { name: 'Remind me' })).toBeVisible();
  await item.getByRole('button', { name: 'Remind me' }).click();
  await expect(item.getByRole('button', { name: 'Reminder set' })).toBeVisible();

  // The artist moves it 25 s ahead; at that time the fan has the inbox item.
  await artist.patch(`/api/live/scheduled/${id}`, {
    startsAt: new Date(Date.now() + 25_000).toISOString(),
  });
  await expect
    .poll(async () => JSON.stringify(await (await fan.request.get('/api/inbox')).json()), {
      timeout: 90_000,
    })
    .toContain(`goes live now: ${title}`);
  await fan.goto('/inbox');
  await expect(fan.getByText(`goes live now: ${title}`)).toBeVisible(FIRST_LOAD);

  await artist.request.delete(`/api/live/scheduled/${id}`, { headers: { origin: baseURL! } });
  await artist.close();
});

test('an artist whose browser asks for Spanish gets the media hub and the Go Live dialog in Spanish', async ({
  browser,
  baseURL,
}) => {
  // Issue 34: the Accept-Language alone (the stored artist has no language saved).
  const page = await phoneOn(baseURL!, browser, {
    storageState: storedSession('artist'),
    locale: 'es-ES',
    extraHTTPHeaders: { 'Accept-Language': 'es' },
  });
  // Reached by an in-app link, so the route itself loads the media texts (not the server's render).
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', FIRST_LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Contenido' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Centro multimedia' })).toBeVisible(
    FIRST_LOAD,
  );
  await page.getByRole('button', { name: 'Transmitir en vivo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transmitir en vivo' });
  await expect(dialog.getByText('Inicia una transmisión en vivo para tus fans.')).toBeVisible(
    FIRST_LOAD,
  );
  await expect(dialog.getByRole('group', { name: 'Transmitir con' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Iniciar transmisión' })).toBeVisible();
  const section = dialog.getByRole('region', { name: 'Programar un directo' });
  await expect(section.getByText('Imagen de portada')).toBeVisible();
  // A refusal in the artist's words, without a request.
  await section.getByRole('button', { name: 'Programar directo' }).click();
  await expect(section.getByText('Escribe un título para la transmisión.')).toBeVisible();
  // No English left, and no key shown in place of a text.
  await expect(dialog).not.toContainText('Start Stream');
  await expect(dialog).not.toContainText('media.');
  await page.context().close();
});
