import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { devices, expect as baseExpect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

// Live chat between browsers. Going live makes a stream the one every viewer of the shared e2e
// server sees, which would collide with live.spec.ts running beside us; so this file starts its
// own servers from the production bundle: one with the embedded database, and (when CI provides
// PostgreSQL and Redis) two processes sharing a fresh database and Redis, one browser on each.
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 15_000 });

const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));
const PASSWORD = 'fanclub-demo';
const MUTED = 'A moderator has muted you in this chat.';
const SLOW_MODE = 'Slow mode is on: you can send one message per second.';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** `node apps/server/dist/server.js` on a free port and its own DATA_DIR; resolves once healthy. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fanclub-chat-e2e-')),
      LOG_LEVEL: 'warn',
      // No RTMP ingest: the shared e2e server may already hold its port, and chat needs no video.
      RTMP_PORT: '0',
      DEMO_MODE: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) {
      return {
        url,
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${stderr}`);
}

/** A member's own phone-sized browser, signed in through the auth API (the login form has its own tests). */
async function memberPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, serviceWorkers: 'block' });
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
  return context.newPage();
}

async function goLive(page: Page, baseURL: string, title: string): Promise<string> {
  const res = await page.request.post('/api/live/start', { data: { title }, headers: { origin: baseURL } });
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

test('two members chat; HTML stays text; slow mode, hearts, delete and mute work (one server)', async ({ browser }) => {
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
    await artist.request.post('/api/live/stop', { data: { streamId }, headers: { origin: server.url } });
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

test('chat between two browsers on two server processes (PostgreSQL + Redis)', async ({ browser }) => {
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
  const servers: RunningServer[] = [];
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [one, two] = servers as [RunningServer, RunningServer];
    const artist = await memberPage(browser, one.url, 'artist@example.com');
    const fan = await memberPage(browser, two.url, 'fanplus@example.com');
    const streamId = await goLive(artist, one.url, 'Scaled chat e2e');
    await openChat(artist);
    await openChat(fan);

    await say(fan, 'Hello from process two');
    await expect(chatLog(artist).getByText('Hello from process two', { exact: true })).toBeVisible();
    await say(artist, 'Hello from process one');
    await expect(chatLog(fan).getByText('Hello from process one', { exact: true })).toBeVisible();

    await artist.getByRole('button', { name: 'Delete message from Demo Fan+' }).click();
    await artist.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(chatLog(fan).getByText('Hello from process two', { exact: true })).toHaveCount(0);

    await artist.request.post('/api/live/stop', { data: { streamId }, headers: { origin: one.url } });
    await artist.context().close();
    await fan.context().close();
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
});
