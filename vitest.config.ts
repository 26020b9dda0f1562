// One Vitest run over every workspace's unit and integration tests (see each project's config).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import serverConfig from './apps/server/vitest.config.ts';

const serverRoot = 'apps/server';

/**
 * Server test files that use the machine's one Redis (REDIS_URL): its keys and channels are the
 * same for every app (rate-limit counters, the live hub's channel), so two such files at once would
 * count each other's requests and hear each other's streams. Found by what they read, so a new one
 * cannot be forgotten.
 */
const sharedRedisTests = (readdirSync(join(serverRoot, 'test'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) =>
    /useScaledApps|process\.env\.REDIS_URL/.test(
      readFileSync(join(serverRoot, 'test', file), 'utf8'),
    ),
  )
  .map((file) => `test/${file}`);

export default defineConfig({
  test: {
    // Two files at a time on two cores: a server test file spends much of its time waiting
    // (child processes, timers, the ingest), and Vitest's default (cores - 1) ran one at a time.
    maxWorkers: 2,
    projects: [
      'packages/shared',
      'apps/web',
      {
        root: serverRoot,
        test: {
          ...serverConfig.test,
          name: 'server',
          exclude: sharedRedisTests,
          // A worker keeps the modules it loaded for the next file instead of importing the whole
          // server again for each (about 1 s a file, 100 files, on both databases). Each file
          // still builds its own app on its own database, so no state is shared but the modules'.
          isolate: false,
        },
      },
      {
        // One file at a time, after the rest (Vitest runs a single-worker project on its own).
        root: serverRoot,
        test: {
          ...serverConfig.test,
          name: 'server-shared-redis',
          include: sharedRedisTests,
          maxWorkers: 1,
        },
      },
    ],
  },
});
