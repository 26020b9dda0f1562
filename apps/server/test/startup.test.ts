import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { freePort } from './helpers/private-services';
import { runServer, waitForHealthy } from './helpers/spawn-server';
import { testDbKind } from './helpers/test-database';

// These start the real process on the embedded database; running them again in the
// PostgreSQL pass would test nothing new.
const once = testDbKind() === 'pglite';

const freshDir = () => mkdtempSync(join(tmpdir(), 'fanclub-start-'));

describe('configuration', () => {
  it.each([
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DEMO_MODE', 'maybe'],
    ['REDIS_URL', 'http://localhost'],
    ['PUBLIC_URL', 'example.com'],
  ])('rejects a bad %s (%s) naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrowError(
      new RegExp(`^Invalid configuration: ${variable} `),
    );
  });

  it('defaults to PGlite in ./data on port 3000 with demo mode on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      demoMode: true,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns demo mode off by default on PostgreSQL, unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_MODE: 'true' }).demoMode).toBe(
      true,
    );
  });
});

describe.runIf(once)(
  'start-up failures are one clear line and exit 1',
  { timeout: 120_000 },
  () => {
    it('malformed DATABASE_URL', async () => {
      const { code, stderr } = await runServer({
        DATABASE_URL: 'postgres//nope',
        DATA_DIR: freshDir(),
      }).exited;
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^fanclub: Invalid configuration: DATABASE_URL/),
      ]);
    });

    it.skipIf(process.getuid?.() === 0)('unwritable DATA_DIR (non-root only)', async () => {
      const dir = freshDir();
      chmodSync(dir, 0o500);
      const { code, stderr } = await runServer({ DATA_DIR: join(dir, 'sub') }).exited;
      expect(code).toBe(1);
      expect(stderr).toMatch(/^fanclub: DATA_DIR .* is not writable/);
    });

    it('DATA_DIR that is a file', async () => {
      const { code, stderr } = await runServer({ DATA_DIR: '/etc/hostname' }).exited;
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^fanclub: DATA_DIR \/etc\/hostname is not writable/),
      ]);
    });

    it('port in use', async () => {
      const blocker = createServer();
      await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
      const { port } = blocker.address() as AddressInfo;
      try {
        const { code, stderr } = await runServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: freshDir(),
        }).exited;
        expect(code).toBe(1);
        expect(stderr).toContain(`fanclub: port ${port} on 127.0.0.1 is already in use`);
      } finally {
        blocker.close();
      }
    });
  },
);

describe.runIf(once)('process lifecycle', () => {
  it('serves health, then drains and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = runServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: freshDir() });
    await waitForHealthy(`http://127.0.0.1:${port}`, 90_000);
    run.child.kill('SIGTERM');
    const { code, stdout } = await run.exited;
    expect(code).toBe(0);
    expect(stdout).toContain('shutting down: draining in-flight requests');
  }, 120_000);
});
