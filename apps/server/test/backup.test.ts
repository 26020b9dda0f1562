import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from './helpers/order-body';
import { freePort } from './helpers/private-services';
import { runServer, waitForHealthy } from './helpers/spawn-server';
import { createEmptyPostgresDatabase, testDbKind } from './helpers/test-database';

/**
 * `npm run backup` / `npm run restore` round trip on the real server and the real scripts: data
 * made through the API is backed up, changed and destroyed, restored, and read back through the API.
 */
const kind = testDbKind();
const scripts = fileURLToPath(new URL('../../../scripts/', import.meta.url));
const ORDER = orderBody();
const EP = { productId: 3, colour: 'Black', size: 'Digital', quantity: 1 };

describe(`backup and restore round trip on ${kind}`, { timeout: 600_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-backup-data-'));
  const archive = join(mkdtempSync(join(tmpdir(), 'fanclub-backups-')), 'nightly.tar.gz');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let server: ReturnType<typeof runServer> | null = null;
  let base = '';

  const env = () => ({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const script = (name: string, ...args: string[]) => {
    const result = spawnSync(process.execPath, [join(scripts, name), ...args], {
      env: { PATH: process.env.PATH, ...env() },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { code: result.status, out: `${result.stdout}${result.stderr}` };
  };

  async function start() {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = runServer(
      {
        ...env(),
        PORT: String(port),
        HOST: '127.0.0.1',
        RTMP_PORT: '0',
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
      },
      300_000,
    );
    await waitForHealthy(base, 180_000);
  }
  async function stop() {
    if (!server) return;
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    server = null;
    expect(code).toBe(0);
  }
  async function signIn() {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fan@example.com', password: 'fanclub-demo' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return (path: string, init: RequestInit = {}) =>
      fetch(base + path, {
        ...init,
        headers: {
          origin: base,
          cookie,
          ...(init.body && typeof init.body === 'string'
            ? { 'content-type': 'application/json' }
            : {}),
          ...init.headers,
        },
      });
  }
  type Fan = Awaited<ReturnType<typeof signIn>>;
  async function order(fan: Fan): Promise<string> {
    expect(
      (await fan('/api/cart', { method: 'PUT', body: JSON.stringify({ lines: [EP] }) })).status,
    ).toBe(200);
    const res = await fan('/api/orders', { method: 'POST', body: JSON.stringify(ORDER) });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { orderId: string }).orderId;
  }
  async function uploadAvatar(fan: Fan, colour: string): Promise<Buffer> {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    const res = await fan('/api/me/avatar', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    return avatar(fan);
  }
  async function avatar(fan: Fan): Promise<Buffer> {
    const url = ((await (await fan('/api/me')).json()) as { profile: { avatarUrl: string } })
      .profile.avatarUrl;
    const res = await fetch(base + url);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }
  const orderIds = async (fan: Fan) =>
    ((await (await fan('/api/orders')).json()) as { id: string }[]).map((o) => o.id);

  beforeAll(async () => {
    if (kind === 'postgres') {
      const empty = await createEmptyPostgresDatabase('fanclub_backup');
      databaseUrl = empty.url;
      dropDatabase = empty.drop;
    }
  });
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('backs up an order and an avatar, and restores them after the data changed and was destroyed', async () => {
    await start();
    let fan = await signIn();
    const kept = await order(fan);
    const keptAvatar = await uploadAvatar(fan, '#ff2e88');

    if (kind === 'pglite') {
      // The embedded database belongs to the running server: copying it now could be torn.
      const refused = script('backup.mjs', archive);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(
        /^fanclub: the server \(pid \d+\) is running on .*Stop it before taking a backup/,
      );
      expect(existsSync(archive)).toBe(false);
    }
    await stop();
    const backup = script('backup.mjs', archive);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain(`fanclub: backup written to ${archive}`);
    // The archive is the whole database: readable by its owner only, whatever the umask.
    expect((statSync(archive).mode & 0o777).toString(8)).toBe('600');

    // Afterwards: a new order and a new avatar (changes), then the uploads are lost (destruction).
    await start();
    fan = await signIn();
    const later = await order(fan);
    expect(await uploadAvatar(fan, '#2255ff')).not.toEqual(keptAvatar);
    await stop();
    rmSync(join(dataDir, 'storage'), { recursive: true, force: true });
    if (kind === 'pglite') rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });

    const restore = script('restore.mjs', archive);
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toContain(`fanclub: restored ${archive}`);

    await start();
    fan = await signIn();
    const ids = await orderIds(fan);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(later);
    expect(await avatar(fan)).toEqual(keptAvatar);
    await stop();
  });

  it('refuses clearly: no file, not a backup, a backup of the other database kind', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const viaNpm = spawnSync('npm', ['run', '--silent', 'restore'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(viaNpm.status).toBe(1);
    expect(viaNpm.stdout).toContain('Usage: npm run restore -- <file>');
    const notBackup = script(
      'restore.mjs',
      fileURLToPath(new URL('../package.json', import.meta.url)),
    );
    expect(notBackup.code).toBe(1);
    expect(notBackup.out).toMatch(/^fanclub: reading the archive failed/);
    const missing = script('restore.mjs', join(dataDir, 'nope.tar.gz'));
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/^fanclub: no backup at /);
    // The archive is for this run's database kind; offered to the other kind it is refused.
    const other = spawnSync(process.execPath, [join(scripts, 'restore.mjs'), archive], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        ...(kind === 'pglite' ? { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } : {}),
      },
      encoding: 'utf8',
    });
    expect(other.status).toBe(1);
    expect(other.stderr).toMatch(
      kind === 'pglite'
        ? /holds the embedded database; unset DATABASE_URL/
        : /holds a PostgreSQL dump; set DATABASE_URL/,
    );
  });
});
