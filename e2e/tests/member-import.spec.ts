import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, test } from './test';
import { screensDir } from './phone';
import { useStoredSession } from './stored-sessions';

test('an admin uploads a CSV, sees the dry run and confirms the import', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = randomBytes(4).toString('hex');
  const csv = [
    'email,name,tier,member since',
    `ana.${tag}@import.example,Ana,VIP,2021-03-04`,
    `ben.${tag}@import.example,Ben,Fan+,`,
    'not-an-email,Dora,vip,',
  ].join('\n');
  await useStoredSession(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Dry run' }).click();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toHaveText(/Dry run: 2 to create, 0 to extend, 0 skipped, 1 invalid/);
  await expect(page.getByText('Not a valid e-mail address.')).toBeVisible();
  await summary.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: join(screensDir, 'member-import-dry-run.png') });
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(summary).toHaveText(/Imported: 2 to create/);
  const search = page.getByLabel('Search members');
  await search.fill(`ana.${tag}`);
  await expect(page.getByText(`ana.${tag}@import.example`).first()).toBeVisible();
});
