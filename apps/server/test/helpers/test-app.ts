import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase } from './test-database';

/** The real app on a fresh database, for inject()-driven integration tests. */
export async function createTestApp(env: Record<string, string> = {}, extend?: (app: Awaited<ReturnType<typeof build>>) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', NODE_ENV: 'test', ...env });
  const { database, drop } = await createTestDatabase();
  const app = await build({ config, database });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}
