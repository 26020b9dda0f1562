import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase } from './test-database';
import { openDatabase } from '../../src/db/client';
import { TESTS_RATE_LIMIT_FACTOR } from './rate-limit-factor';

/** The real app on a fresh database, for inject()-driven integration tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: Awaited<ReturnType<typeof build>>) => void,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    RTMP_PORT: '0',
    RATE_LIMIT_FACTOR: TESTS_RATE_LIMIT_FACTOR,
    ...env,
  });
  const { database, drop, url } = await createTestDatabase();
  const app = await build({ config, database });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    /** PostgreSQL only: the URL of this test's database, so a second app process can share it. */
    databaseUrl: url,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** A second app "process" on an existing PostgreSQL database (for scaled-out tests). */
export async function createPeerApp(databaseUrl: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-peer-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    RTMP_PORT: '0',
    RATE_LIMIT_FACTOR: TESTS_RATE_LIMIT_FACTOR,
    ...env,
  });
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 4 });
  const app = await build({ config, database });
  await app.ready();
  return { app, config, close: () => app.close() };
}
