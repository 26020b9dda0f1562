import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { newMember } from './new-member';
import { phoneOn } from './phone';
import { storedSession } from './stored-sessions';
import { FIRST_LOAD } from './timeouts';
import { shownKeys } from './i18n-keys';
import { glyphFonts, layoutShift, watchLayoutShift } from './page-fonts';

// Issue 34: the page's language is the member's own choice (Settings → Language), else the
// browser's Accept-Language, and the server renders the first paint in it: the raw HTML, before
// any script, already has the language; hydrating it changes no text and logs no warning.
test.describe.configure({ timeout: 120_000 });

const JA_NAV = ['ホーム', 'イベント', 'コンテンツ', 'ショップ', 'プロフィール'];
const EN_NAV = ['Home', 'Events', 'Content', 'Shop', 'Profile'];

/** The bottom navigation's markup in the server's HTML (its aria-label is the translated "Main"). */
function navHtml(html: string, label: string): string {
  const nav = new RegExp(`<nav[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html);
  expect(nav, `a <nav aria-label="${label}"> in the HTML`).not.toBeNull();
  return nav![1]!;
}

/** Console errors and warnings (hydration mismatches among them) while `page` runs. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().includes('Service Worker registration blocked')) return;
    if (message.text().includes('was preloaded using link preload but not used within')) return;
    problems.push(`${page.url()}: ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test('a member who chooses 日本語 in Settings gets Japanese from the server’s first paint on', async ({
  page,
  baseURL,
}) => {
  await newMember(page, baseURL!, { name: 'Language Fan' });
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', FIRST_LOAD);
  const select = page.getByRole('combobox', { name: 'App language' });
  await expect(select).toHaveText('Browser language');
  await select.click();
  // Every language is named in itself.
  for (const name of ['English', 'Español', 'Português (Brasil)', '日本語', '한국어'])
    await expect(page.getByRole('option', { name })).toBeVisible();
  await page.getByRole('option', { name: '日本語' }).click();
  // Saved, then the page reloads and the server renders it in Japanese.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja', FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'アプリの言語' })).toHaveText('日本語');
  expect(((await (await page.request.get('/api/me')).json()) as { locale: string }).locale).toBe(
    'ja',
  );

  // /home is the club's feed, without the bottom bar: its own sections say it in Japanese.
  const feed = await (await page.request.get('/home')).text();
  expect(feed).toMatch(/<html lang="ja"/);
  expect(feed).toContain('>コミュニティ<');
  expect(feed).not.toContain('>Community<');
  expect(feed).not.toContain('Nobody is live right now');

  for (const route of ['/dashboard']) {
    // The raw HTML, as the server sends it with the member's cookie, before any script runs.
    const html = await (await page.request.get(route)).text();
    expect(html, route).toMatch(/<html lang="ja"/);
    const nav = navHtml(html, 'メイン');
    for (const label of JA_NAV) expect(nav, `${route}: ${label}`).toContain(label);
    for (const label of EN_NAV) expect(nav, `${route}: no ${label}`).not.toContain(`>${label}<`);

    const problems = watchConsole(page);
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', FIRST_LOAD);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const bottomNav = page.getByRole('navigation', { name: 'メイン' });
    for (const label of JA_NAV)
      await expect(bottomNav.getByRole('link', { name: label, exact: true })).toBeVisible();
    for (const label of EN_NAV)
      await expect(bottomNav.getByText(label, { exact: true })).toHaveCount(0);
    expect(problems, route).toEqual([]);
  }
});

test.describe('a visitor whose browser asks for Spanish', () => {
  test.use({ locale: 'es-ES', extraHTTPHeaders: { 'Accept-Language': 'es' } });

  test('gets / and /login in Spanish in the server’s HTML and after hydration', async ({
    page,
  }) => {
    const pages = [
      { route: '/', texts: ['Club de fans oficial', 'Registrarse', 'Iniciar sesión'] },
      { route: '/login', texts: ['Hola de nuevo. Entra en tu cuenta del club de fans.'] },
    ];
    for (const { route, texts } of pages) {
      const html = await (await page.request.get(route)).text();
      expect(html, route).toMatch(/<html lang="es"/);
      for (const text of texts) expect(html, `${route}: ${text}`).toContain(text);

      const problems = watchConsole(page);
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', FIRST_LOAD);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
      expect(problems, route).toEqual([]);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  });

  test('reads the terms in Spanish, their plan prices in Spanish format too', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es', FIRST_LOAD);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Términos del servicio' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Membresías y facturación' })).toBeVisible();
    await expect(page.getByText('Una cuenta por persona.', { exact: false })).toBeVisible();
    // $9.99 and $19.99 as a Spanish reader writes dollars (Intl: '9,99 US$').
    await expect(page.getByText(/Fan\+ \(9,99\sUS\$\) y VIP \(19,99\sUS\$\)/)).toBeVisible();
    await expect(page.getByText('One account per person.', { exact: false })).toHaveCount(0);
    expect(await shownKeys(page)).toEqual([]);
  });
});

/**
 * Home for the README (issue 34): the demo VIP member's feed read in each language from the
 * browser's Accept-Language alone (no setting), the same server. Japanese and Korean are drawn by
 * the system's CJK fonts the page names for them (ADR 045), not a last-resort font or boxes, and
 * the page does not move as its fonts arrive.
 */
for (const { lang, locale, heading } of [
  { lang: 'en', locale: 'en-US', heading: 'Upcoming Events' },
  { lang: 'es', locale: 'es-ES', heading: 'Próximos eventos' },
  { lang: 'ja', locale: 'ja-JP', heading: '今後のイベント' },
  { lang: 'ko', locale: 'ko-KR', heading: '예정된 이벤트' },
]) {
  test(`the demo VIP's Home in ${lang} for the README`, async ({ browser, baseURL }) => {
    const page = await phoneOn(baseURL!, browser, {
      locale,
      extraHTTPHeaders: { 'Accept-Language': lang },
      storageState: storedSession('vip'),
    });
    await watchLayoutShift(page);
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const title = page.getByRole('heading', { name: heading });
    await expect(title).toBeVisible(FIRST_LOAD);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    if (lang === 'ja' || lang === 'ko') await expectNamedFontsDraw(title);
    await page.screenshot({ path: `docs/screenshots/home-${lang}.png`, scale: 'css' });
    await page.context().close();
  });
}

test.describe('a visitor whose browser asks for Japanese or Korean', () => {
  for (const { lang, locale, tagline } of [
    { lang: 'ja', locale: 'ja-JP', tagline: '新曲、ライブ、舞台裏の瞬間を、いち早くあなたに。' },
    {
      lang: 'ko',
      locale: 'ko-KR',
      tagline: '새 음악, 라이브 공연, 백스테이지의 순간을 가장 먼저.',
    },
  ]) {
    test(`${lang}: the landing page's text is drawn by ${lang} fonts and does not move`, async ({
      browser,
      baseURL,
    }) => {
      const page = await phoneOn(baseURL!, browser, {
        locale,
        extraHTTPHeaders: { 'Accept-Language': lang },
      });
      await watchLayoutShift(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const text = page.getByText(tagline, { exact: true });
      await expect(text).toBeVisible(FIRST_LOAD);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
      await expectNamedFontsDraw(text);
    });
  }
});

/** Han, kana and Hangul: what a Latin font cannot draw. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * Every CJK character of `element` is drawn by a family its font-family names (the page's list
 * for its language), not by whatever last-resort font the system falls back to: that one may be
 * another language's (Chinese forms of shared characters) or have no such glyphs at all (boxes).
 */
async function expectNamedFontsDraw(element: Locator) {
  const cjk = ((await element.textContent()) ?? '').match(CJK)?.length ?? 0;
  expect(cjk).toBeGreaterThan(0);
  const { named, used } = await glyphFonts(element);
  const byNamed = used
    .filter((font) => named.includes(font.familyName))
    .reduce((sum, font) => sum + font.glyphCount, 0);
  expect(
    byNamed,
    `drawn by ${JSON.stringify(used)}; named ${named.join(', ')}`,
  ).toBeGreaterThanOrEqual(cjk);
}
