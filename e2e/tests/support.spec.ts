import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { describeFindings, scan, settle } from './a11y-helpers';
import { phoneOn, screensDir } from './phone';
import { FIRST_LOAD } from './timeouts';
import { useStoredSession } from './stored-sessions';

// Priority support (issue 30, the VIP perk): a member writes to the team from Settings with a
// screenshot, an admin answers from the Support tab (VIP first, time waited), and the member reads
// the answer in the conversation and finds it in the inbox. Pixel 7 size comes from the project.
const subject = `E2E card question ${randomBytes(4).toString('hex')}`;
const answer = `Your card works again ${randomBytes(4).toString('hex')}`;
// A 1x1 PNG: the server checks the bytes and re-encodes it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** No WCAG 2.2 AA finding on the screen as it stands. */
async function accessible(page: Page, where: string) {
  await settle(page);
  const findings = await scan(page, where);
  expect(findings, describeFindings(findings)).toEqual([]);
}

test('a member writes to support and reads the answer', async ({ page, browser, baseURL }) => {
  // Two phones, two cold loads of the admin screen and four accessibility scans: above a minute
  // on two busy cores.
  test.slow();
  await useStoredSession(page, 'vip');
  await page.goto('/settings');
  await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(page.getByText('We answer VIP members within 24 hours.')).toBeVisible();
  await page.getByRole('link', { name: 'New message' }).click();

  await expect(page.getByRole('heading', { name: 'Contact Support' })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('My card was declined twice. Screenshot attached.');
  await page.locator('input[type=file]').setInputFiles({
    name: 'declined.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('list', { name: 'Images to send' })).toContainText('declined.png');
  await page.screenshot({ path: `${screensDir}support-new.png` });
  await accessible(page, '/support/new');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('Waiting for the team')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Attachment 1' })).toHaveJSProperty('naturalWidth', 1);
  const conversationUrl = page.url();

  const admin = await phoneOn(baseURL!, browser);
  await useStoredSession(admin, 'admin');
  await admin.goto('/admin?tab=support');
  // A cold first load of the heaviest screen: allow for it (as admin.spec.ts does).
  await expect(admin.getByRole('heading', { name: 'Support inbox' })).toBeVisible({
    timeout: 20_000,
  });
  const row = admin.getByRole('button').filter({ hasText: subject });
  await expect(row.getByText('VIP', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Waiting \d+ minutes?$/)).toBeVisible();
  await expect(row).toContainText('vip@example.com');
  await admin.screenshot({ path: `${screensDir}support-admin-inbox.png` });
  await accessible(admin, '/admin?tab=support');
  await row.click();
  await expect(admin.getByRole('img', { name: 'Attachment 1' })).toHaveJSProperty(
    'naturalWidth',
    1,
  );
  await admin.getByLabel('Answer').fill(answer);
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText(answer)).toBeVisible();
  await admin.screenshot({ path: `${screensDir}support-admin-thread.png` });
  await admin.context().close();

  await page.reload();
  await expect(page.getByText('Answered')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: answer })).toContainText(
    'Fanclub team',
  );
  await page.screenshot({ path: `${screensDir}support-conversation.png`, fullPage: true });
  await accessible(page, '/support/:id');

  await page.goto('/inbox');
  await page.getByText(`Support answered: ${subject}`).click();
  await expect(page).toHaveURL(conversationUrl);
  await expect(page.getByText(answer)).toBeVisible();
  await page.goto('/support');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toContainText('Answered');
  await page.screenshot({ path: `${screensDir}support-list.png` });
  await accessible(page, '/support');
});
