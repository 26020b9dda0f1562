// Browser tests run against the production build, started exactly as the README says
// (`npm start`), on a fresh DATA_DIR with the embedded database, in Debian's Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './tests/own-server';

// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// Set once in the main process; workers inherit it, so they all see the same server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fanclub-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-output',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  // Two workers, each with its own browser and often its own server, on a 2-core machine: a
  // journey of a dozen screens outlasted 30 s when the machine was also building (CI logs).
  timeout: 60_000,
  reporter: [['list'], ['json']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    // The service worker (precache of the whole build) is tested in pwa.spec.ts, which allows it;
    // elsewhere it would only add background downloads to every fresh browser context.
    serviceWorkers: 'block',
  },
  projects: [
    // Signs the demo roles in once and saves their sessions (tests/stored-sessions.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'] },
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Playwright merges this over process.env, so CI's DATABASE_URL and REDIS_URL must be blanked
    // (empty means unset) for the server to run as `npm start` does by default: PGlite, demo mode.
    // Every browser test comes from 127.0.0.1, so the abuse limits are raised (RATE_LIMIT_FACTOR);
    // apps/server/test/rate-limits.test.ts tests them at their real values.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      RTMP_PORT: '0',
      RATE_LIMIT_FACTOR: '100',
    },
  },
});
