import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect as baseExpect, test } from './test';
import type { Page } from '@playwright/test';
import { memberPage, startOwnServer } from './own-server';
import type { OwnServer } from './own-server';

// Live chat between browsers. Going live makes a stream the one every viewer of the shared e2e
// server sees, which would collide with live.spec.ts running beside us; so this file starts its
// own servers from the production bundle: one with the embedded database, and (when CI provides
// PostgreSQL and Redis) two processes sharing a fresh database and Redis, one browser on each.
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 15_000 });

const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const MUTED = 'A moderator has muted you in this chat.';
const SLOW_MODE = 'Slow mode is on: you can send one message per second.';

/** A server of our own (see own-server.ts); chat needs no video, so RTMP stays off. */
const startServer = (env: Record<string, string>) => startOwnServer(env);

async function goLive(page: Page, baseURL: string, title: string): Promise<string> {
  const res = await page.request.post('/api/live/start', {
    data: { title },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });

async function openChat(page: Page) {
  await page.goto('/media-hub');
  await expect(page.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
  await page.getByRole('heading', { name: 'Live Chat' }).scrollIntoViewIfNeeded();
}

async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Chat message' }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(chatLog(page).getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText('0/200')).toBeVisible();
}

test('two members chat; HTML stays text; slow mode, hearts, delete and mute work (one server)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await startServer({ DATABASE_URL: '', REDIS_URL: '' });
  try {
    const artist = await memberPage(browser, server.url, 'artist@example.com');
    const vip = await memberPage(browser, server.url, 'vip@example.com');
    const streamId = await goLive(artist, server.url, 'Chat e2e');
    await openChat(artist);
    // The VIP's page clock stands still for now, so "within the second" below does not depend on
    // how fast this machine runs the steps.
    const now = Date.now();
    await vip.clock.setFixedTime(now);
    await openChat(vip);

    const html = '<img src=x onerror="window.__pwned=1"><b>bold?</b>';
    await say(vip, html);
    await expect(chatLog(artist).getByText(html, { exact: true })).toBeVisible();
    await expect(chatLog(artist).getByText('VIP', { exact: true })).toBeVisible();
    // Screen readers hear chat through one calm status, not the log itself (a busy room floods).
    await expect(chatLog(artist)).toHaveAttribute('aria-live', 'off');
    await expect(artist.getByRole('status').filter({ hasText: `Demo VIP: ${html}` })).toHaveCount(
      1,
    );
    await expect(
      artist.getByRole('status').filter({ hasText: /^\d+ (person|people) watching$/ }),
    ).toHaveCount(1);
    for (const page of [artist, vip]) {
      expect(await chatLog(page).locator('img, b').count()).toBe(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    }

    // A second message within the second: the notice, and nothing sent.
    await vip.getByRole('textbox', { name: 'Chat message' }).fill('again!');
    await vip.getByRole('button', { name: 'Send message' }).click();
    await expect(vip.getByText(SLOW_MODE)).toBeVisible();
    await expect(vip.getByRole('textbox', { name: 'Chat message' })).toHaveValue('again!');
    await expect(chatLog(artist).getByText('again!', { exact: true })).toHaveCount(0);
    await vip.clock.setFixedTime(now + 5_000);

    await say(artist, 'Welcome, everyone!');
    await expect(chatLog(vip).getByText('Welcome, everyone!', { exact: true })).toBeVisible();
    await expect(chatLog(vip).getByText('Artist', { exact: true })).toBeVisible();

    for (let i = 0; i < 3; i++) await vip.getByRole('button', { name: 'Send a heart' }).click();
    await expect(artist.getByTestId('heart-total')).toHaveText(/^3\b/);
    await artist.screenshot({ path: `${screensDir}live_chat-moderator.png` });

    await artist.getByRole('button', { name: 'Delete message from Demo VIP' }).click();
    await artist.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(chatLog(vip).getByText(html, { exact: true })).toHaveCount(0);
    await expect(chatLog(artist).getByText(html, { exact: true })).toHaveCount(0);

    // The server's slow mode runs on real time: let the window since 'first!' pass for certain.
    await vip.waitForTimeout(1_100);
    await say(vip, 'sorry!');
    await artist.getByRole('button', { name: 'Mute Demo VIP' }).click();
    await artist.getByRole('dialog').getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(vip.getByText(MUTED)).toBeVisible();
    await expect(vip.getByRole('textbox', { name: 'Chat message' })).toHaveCount(0);

    // When the stream ends, the player and its chat give way to the preview at once.
    await artist.request.post('/api/live/stop', {
      data: { streamId },
      headers: { origin: server.url },
    });
    await expect(vip.getByText('Check back soon for live content!')).toBeVisible();
    await expect(vip.getByRole('heading', { name: 'Live Chat' })).toHaveCount(0);
    await expect(vip.getByText('LIVE', { exact: true })).toHaveCount(0);
    await artist.context().close();
    await vip.context().close();
  } finally {
    await server.stop();
  }
});

const scaled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

test('chat between two browsers on two server processes (PostgreSQL + Redis)', async ({
  browser,
}) => {
  test.skip(!scaled, 'needs DATABASE_URL and REDIS_URL (CI sets both)');
  test.setTimeout(240_000);
  const base = process.env.DATABASE_URL!;
  const name = `fanclub_chat_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), REDIS_URL: process.env.REDIS_URL! };
  const servers: OwnServer[] = [];
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [one, two] = servers as [OwnServer, OwnServer];
    const artist = await memberPage(browser, one.url, 'artist@example.com');
    const fan = await memberPage(browser, two.url, 'fanplus@example.com');
    const streamId = await goLive(artist, one.url, 'Scaled chat e2e');
    await openChat(artist);
    await openChat(fan);

    await say(fan, 'Hello from process two');
    await expect(
      chatLog(artist).getByText('Hello from process two', { exact: true }),
    ).toBeVisible();
    await say(artist, 'Hello from process one');
    await expect(chatLog(fan).getByText('Hello from process one', { exact: true })).toBeVisible();

    await artist.getByRole('button', { name: 'Delete message from Demo Fan+' }).click();
    await artist.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(chatLog(fan).getByText('Hello from process two', { exact: true })).toHaveCount(0);

    await artist.request.post('/api/live/stop', {
      data: { streamId },
      headers: { origin: one.url },
    });
    await artist.context().close();
    await fan.context().close();
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
});
