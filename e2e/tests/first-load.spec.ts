import { expect, test } from './test';

// The dashboard's modals bring Radix Dialog with them; they load when a modal first opens,
// which keeps the dashboard's first-load JavaScript inside its 150 KB budget.
test('the dashboard loads the album modal code only when the modal opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard');
  const open = page.getByRole('button', { name: 'Listen To My New Album' });
  await expect(open).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Music' })).toBeVisible();
  expect(scripts.some((s) => /\/(album|video)-dialog-|\/modal-/.test(s))).toBe(false);

  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(scripts.some((s) => /\/album-dialog-/.test(s))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Opening again works from the code already loaded.
  await open.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
