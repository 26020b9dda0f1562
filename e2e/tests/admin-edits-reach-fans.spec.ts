import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { tap } from './tap';
import type { Page } from '@playwright/test';
import { useStoredSession } from './stored-sessions';

// What staff change in the Admin & Artist Tools shows on the fan screens the same browser already
// visited, at once: not after the query cache's 30 s staleTime. The screens are left and reached
// again in the app (bottom bar, back button), never by reloading, because a reload starts with an
// empty cache and would hide a stale one. The artist does it: an admin's edits would add admin@
// lines to the audit log, which admin.spec.ts's member search must not see.
const suffix = randomBytes(4).toString('hex');
const created = `E2E Cache Check ${suffix}`;
const renamed = `E2E Cache Check renamed ${suffix}`;
// Well under the 30 s a stale cache entry would wait; enough for a refetch on a busy machine.
const PROMPTLY = { timeout: 8_000 };
const nextYear = new Date().getFullYear() + 1;

const bottomTab = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label });

/** Profile tab, then its Admin Tools row: how staff reach the tools without a reload. */
async function openAdminTools(page: Page) {
  await tap(bottomTab(page, 'Profile'));
  await tap(page.getByRole('link', { name: 'Admin Tools' }));
  await expect(page.getByRole('heading', { name: 'Admin & Artist Tools' })).toBeVisible({
    timeout: 20_000,
  });
  // The tools open on Insights; events are one tab over.
  await tap(page.getByRole('tab', { name: 'Events' }));
}

/** Back from the tools to the Profile screen, then a bottom-bar tab. */
async function backToTab(page: Page, label: string) {
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
  await tap(bottomTab(page, label));
}

test('an event the artist creates and renames shows on Events, Home and its page at once', async ({
  page,
}) => {
  // Two round trips to the tools and four fan screens on a busy two-core machine.
  test.setTimeout(90_000);
  await useStoredSession(page, 'artist');

  // The fan screens are read once, so their lists sit in the cache.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await tap(bottomTab(page, 'Events'));
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'Events', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

  await openAdminTools(page);
  const tools = page.getByRole('tabpanel', { name: 'Events' });
  await tools.getByLabel('Title').fill(created);
  await tools.getByLabel('Date and time').fill(`${nextYear}-03-14T20:00`);
  await tap(tools.getByRole('button', { name: 'Create Event' }));
  await expect(page.getByText('Event created successfully!')).toBeVisible();

  await backToTab(page, 'Events');
  await expect(page.getByRole('heading', { name: created })).toBeVisible(PROMPTLY);
  // Its page is read once too, so the renamed title below must replace a cached one.
  await tap(page.getByRole('link').filter({ hasText: created }).first());
  await expect(page.getByRole('heading', { name: created, level: 1 })).toBeVisible();
  await page.goBack();
  await tap(bottomTab(page, 'Home'));
  await expect(page.getByRole('link').filter({ hasText: created })).toBeVisible(PROMPTLY);

  await openAdminTools(page);
  const row = tools.getByRole('listitem').filter({ hasText: created });
  await tap(row.getByRole('button', { name: `Edit ${created}` }));
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Event updated')).toBeVisible();

  await backToTab(page, 'Events');
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible(PROMPTLY);
  await expect(page.getByRole('heading', { name: created, exact: true })).toHaveCount(0);
  await tap(page.getByRole('link').filter({ hasText: renamed }).first());
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible(PROMPTLY);
  await page.goBack();
  await tap(bottomTab(page, 'Home'));
  await expect(page.getByRole('link').filter({ hasText: renamed })).toBeVisible(PROMPTLY);
});
