import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import type { Browser } from '@playwright/test';
import { newMember } from './new-member';
import { phoneOn } from './phone';
import { apiAs, useStoredSession } from './stored-sessions';

// Issue 31, "No fake buttons, no dead ends": the paywall leads with the plan that unlocks what the
// fan tried to open, and the dashboard's cards lead somewhere real. Pixel 7 size comes from the
// project's `use`; no demo account changes. The paywall tests need a free member for sure, and
// billing.spec.ts moves fan@example.com to Fan+ during the run, so they sign up their own.

/**
 * The artist posts news of their own for a dashboard test, titled uniquely: other files post on
 * the shared server too (admin.spec's VIP post, the club specs' untitled artist posts), so a test
 * that picked a seeded post by name, or "the newest VIP post", found it gone or without a title.
 * A new post is the newest, so it heads the dashboard's five.
 */
async function artistPosts(
  browser: Browser,
  baseURL: string,
  post: { title?: string; text: string; visibility: 'free' | 'fanplus' | 'vip' },
): Promise<string> {
  const artist = await apiAs(browser, baseURL, 'artist');
  const { post: created } = await artist.post<{ post: { id: string } }>(
    '/api/community/posts',
    post,
  );
  await artist.close();
  return created.id;
}

const suffix = randomBytes(4).toString('hex');

test('a free fan sent from a locked clip sees which plan unlocks it, with Fan+ and VIP on the first screen', async ({
  page,
  baseURL,
}) => {
  await newMember(page, baseURL!, { name: 'Paywall Fan' });
  await page.goto('/media-hub');
  // Soundcheck is the seeded Fan+ clip: locked for a free fan, it links to the plans.
  const clip = page.getByRole('link', { name: /^Locked Fan\+ Soundcheck/ });
  // The media hub also loads its live player: on a busy machine the row can take a while.
  await expect(clip).toHaveAttribute('href', /^\/subscribe\?for=clip:[0-9a-f-]+$/, {
    timeout: 20_000,
  });
  await clip.click();

  await expect(page).toHaveURL(/\/subscribe\?for=clip:/);
  await expect(page.getByText('To watch “Soundcheck” you need Fan+')).toBeVisible();
  const fanPlus = page.getByRole('article', { name: 'Fan+' });
  const vip = page.getByRole('article', { name: 'VIP' });
  const fanPlusButton = fanPlus.getByRole('button', { name: 'Subscribe - $9.99/mo' });
  const vipButton = vip.getByRole('button', { name: 'Subscribe - $19.99/mo' });
  for (const button of [fanPlusButton, vipButton]) {
    await expect(button).toBeEnabled();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  // Fan+ (the plan that unlocks the clip) comes first; the fan's own Free plan is a line, not a card.
  expect((await fanPlus.boundingBox())!.y).toBeLessThan((await vip.boundingBox())!.y);
  await expect(page.getByRole('article', { name: 'Free' })).toHaveCount(0);
  await expect(page.getByText('Current Plan: Free')).toBeVisible();
  // What each plan includes, in its card's words; no wall of what it lacks, no role jargon.
  await expect(fanPlus.getByRole('list', { name: 'Fan+ includes' })).toContainText(
    'Fan+ exclusive clips',
  );
  await expect(page.getByText('Not included', { exact: false })).toHaveCount(0);
  await expect(page.getByText(/^Role/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'docs/screenshots/paywall-after.png', scale: 'css' });
});

test('a VIP-only post on the dashboard sends a free fan to VIP, naming the post', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Studio diary ${suffix}`;
  const id = await artistPosts(browser, baseURL!, {
    title,
    text: 'Only VIPs read the studio diary.',
    visibility: 'vip',
  });
  // One the artist wrote in the club, without a title: its card says what it is, not nothing.
  const untitled = await artistPosts(browser, baseURL!, {
    text: 'Straight from the studio.',
    visibility: 'vip',
  });
  await newMember(page, baseURL!, { name: 'Dashboard Fan' });
  await page.goto('/dashboard');
  await expect(
    page
      .locator(`a[href="/subscribe?for=post:${untitled}"]`)
      .getByText('A new post from the artist'),
  ).toBeVisible();
  const card = page.getByTestId('news-card').filter({ hasText: title });
  await expect(card).toContainText('Upgrade to VIP to read this post');
  await expect(card.getByRole('link')).toHaveAttribute('href', `/subscribe?for=post:${id}`);
  await card.getByRole('link').click();
  await expect(page.getByText(`To read “${title}” you need VIP`)).toBeVisible();
  const vip = page.getByRole('article', { name: 'VIP' });
  expect((await vip.boundingBox())!.y).toBeLessThan(
    (await page.getByRole('article', { name: 'Fan+' }).boundingBox())!.y,
  );
});

test('every dashboard news card is a link that opens its post or the plans', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Tour notes ${suffix}`;
  const text = `Rehearsals start Monday ${suffix}.`;
  const id = await artistPosts(browser, baseURL!, { title, text, visibility: 'free' });
  await useStoredSession(page, 'fan');
  await page.goto('/dashboard');
  const cards = page.getByTestId('news-card');
  await expect(cards.filter({ hasText: title })).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await expect(cards.nth(i).getByRole('link')).toHaveAttribute(
      'href',
      /^\/(home\/posts\/[0-9a-f-]+|subscribe\?for=post:[0-9a-f-]+)$/,
    );
  }
  // A post every fan may read opens in the club feed with its text.
  await cards.filter({ hasText: title }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/home/posts/${id}$`));
  await expect(page.getByText(text).first()).toBeVisible();
});

test('the profile Liked Songs tile opens the list of liked songs', async ({ page }) => {
  await useStoredSession(page, 'fan');
  await page.goto('/profile');
  await page.getByRole('link', { name: /Liked Songs: show the list/ }).click();
  await expect(page).toHaveURL(/\/music#liked-songs$/);
  await expect(page.getByRole('heading', { name: 'Liked Songs' })).toBeInViewport();
});

test('the carousel sells Fan+ members VIP only, and VIP members nothing', async ({
  browser,
  baseURL,
}) => {
  const fanPlus = await phoneOn(baseURL!, browser, { email: 'fanplus@example.com' });
  await fanPlus.goto('/home');
  const carousel = fanPlus.getByRole('region', { name: 'Highlights' });
  await expect(carousel.getByText('Upgrade to VIP')).toBeAttached();
  await expect(carousel.getByText(/Join Now|Join the Fan Club/)).toHaveCount(0);
  await expect(carousel.getByRole('link', { name: /Go VIP/ })).toHaveAttribute(
    'href',
    '/subscribe?for=plan:vip',
  );
  await fanPlus.context().close();

  const vip = await phoneOn(baseURL!, browser);
  await useStoredSession(vip, 'vip');
  await vip.goto('/home');
  const vipCarousel = vip.getByRole('region', { name: 'Highlights' });
  await expect(vipCarousel.getByText('Your VIP Backstage')).toBeAttached();
  await expect(vipCarousel.locator('a[href^="/subscribe"]')).toHaveCount(0);
  await vip.context().close();
});
