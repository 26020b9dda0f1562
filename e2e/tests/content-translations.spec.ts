import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { tap } from './tap';
import { phoneOn, screensDir } from './phone';
import { apiAs, useStoredSession } from './stored-sessions';
import { FIRST_LOAD } from './timeouts';

// Issue 34: the artist writes the Japanese translation of an event in its edit dialog (Admin &
// Artist Tools → Events → Edit → Translations); a visitor reading in Japanese gets it, and can tap
// See original for the English. The artist, not an admin: admin.spec's audit checks read admin@.
const suffix = randomBytes(4).toString('hex');
const title = `Translated Night ${suffix}`;
const nextYear = new Date().getFullYear() + 1;

test('the artist translates an event into Japanese; a Japanese visitor reads it and can see the original', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const artistApi = await apiAs(browser, baseURL!, 'artist');
  const { id } = await artistApi.post<{ id: string }>('/api/admin/events', {
    title,
    eventDate: `${nextYear}-08-01T10:00:00Z`,
    description: 'An acoustic evening by the harbor.',
  });
  await artistApi.close();

  const artist = await phoneOn(baseURL!, browser);
  await useStoredSession(artist, 'artist');
  await artist.goto('/admin');
  await tap(artist.getByRole('tab', { name: 'Events' }));
  const row = artist.getByRole('tabpanel', { name: 'Events' }).getByRole('listitem').filter({
    hasText: title,
  });
  await tap(row.getByRole('button', { name: `Edit ${title}` }));
  const dialog = artist.getByRole('dialog', { name: 'Edit Event' });
  const translations = dialog.getByRole('region', { name: 'Translations' });
  await tap(translations.getByRole('button', { name: 'Translate' }));
  await expect(translations.getByRole('button', { name: 'Translate' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await tap(translations.getByRole('combobox', { name: 'Language' }));
  await artist.getByRole('option', { name: '日本語' }).click();
  await expect(
    translations.getByText('Not translated yet: fans reading this language see the original.'),
  ).toBeVisible(FIRST_LOAD);
  // The original stays in sight beside each field.
  await expect(
    translations.getByText('Original: An acoustic evening by the harbor.'),
  ).toBeVisible();
  await translations.getByLabel('Title').fill(`翻訳ナイト ${suffix}`);
  await translations.getByLabel('Description').fill('港でのアコースティックな夜です。');
  await tap(translations.getByRole('button', { name: 'Save translation' }));
  await expect(artist.getByText('日本語 translation saved')).toBeVisible();
  await expect(translations.getByText(/^Written by the team, last saved /)).toBeVisible();
  await expect(translations.getByRole('button', { name: 'Remove translation' })).toBeVisible();
  await translations.scrollIntoViewIfNeeded();
  await artist.screenshot({ path: `${screensDir}admin-translations.png`, scale: 'css' });
  await artist.context().close();

  const visitor = await browser.newContext({ baseURL, locale: 'ja-JP' });
  const page = await visitor.newPage();
  await page.goto(`/event/${id}`);
  await expect(page.getByRole('heading', { name: `翻訳ナイト ${suffix}` })).toBeVisible();
  await expect(page.getByText('港でのアコースティックな夜です。')).toBeVisible();
  await page.getByRole('button', { name: '原文を表示' }).click();
  await expect(page.getByText('An acoustic evening by the harbor.')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: '翻訳を表示' }).click();
  await expect(page.getByText('港でのアコースティックな夜です。')).toBeVisible();
  await visitor.close();
});

test('the admin translates a drop into Korean from the drops list; a Korean visitor reads it and can see the original', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `Harbor Poster ${suffix}`;
  const adminApi = await apiAs(browser, baseURL!, 'admin');
  const { id } = await adminApi.post<{ id: number }>('/api/admin/drops', {
    name,
    description: 'Printed on the pier.',
    priceCents: 2500,
    colour: 'White',
    // Like merch-drops.spec's: a VIP drop ahead, so the shop's open list stays as other specs know it.
    requiredTier: 'vip',
    dropsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    perMemberLimit: 1,
    stock: 5,
  });
  await adminApi.close();

  const admin = await phoneOn(baseURL!, browser);
  await useStoredSession(admin, 'admin');
  await admin.goto('/admin?tab=drops');
  const row = admin
    .getByRole('list', { name: 'Drops' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await tap(row.getByRole('button', { name: `Translations ${name}` }));
  const dialog = admin.getByRole('dialog', { name: `Translations of ${name}` });
  await tap(dialog.getByRole('combobox', { name: 'Language' }));
  await admin.getByRole('option', { name: '한국어' }).click();
  await dialog.getByLabel('Name').fill(`항구 포스터 ${suffix}`);
  await dialog.getByLabel('Description').fill('부두에서 인쇄했습니다.');
  await tap(dialog.getByRole('button', { name: 'Save translation' }));
  await expect(admin.getByText('한국어 translation saved')).toBeVisible();
  // A translation can be taken back: asked first, then the language reads the original again.
  await tap(dialog.getByRole('combobox', { name: 'Language' }));
  await admin.getByRole('option', { name: 'Español' }).click();
  await dialog.getByLabel('Name').fill(`Póster del puerto ${suffix}`);
  await tap(dialog.getByRole('button', { name: 'Save translation' }));
  await expect(admin.getByText('Español translation saved')).toBeVisible();
  await tap(dialog.getByRole('button', { name: 'Remove translation' }));
  const confirm = admin.getByRole('dialog', { name: 'Remove the Español translation?' });
  await confirm.getByRole('button', { name: 'Remove translation' }).click();
  await expect(admin.getByText('Español translation removed')).toBeVisible();
  await expect(
    dialog.getByText('Not translated yet: fans reading this language see the original.'),
  ).toBeVisible();
  await admin.context().close();

  const visitor = await browser.newContext({ baseURL, locale: 'ko-KR' });
  const page = await visitor.newPage();
  await page.goto(`/product-tee?id=${id}`);
  await expect(page.getByRole('heading', { name: `항구 포스터 ${suffix}`, level: 1 })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByText('부두에서 인쇄했습니다.')).toBeVisible();
  await page.getByRole('button', { name: '원문 보기' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Printed on the pier.')).toBeVisible();
  await visitor.close();
});
