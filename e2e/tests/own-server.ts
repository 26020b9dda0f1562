// Specs that go live need a server of their own: a live stream is the one every viewer of a
// server sees, so on the shared e2e server it would collide with live.spec.ts. These start
// `node apps/server/dist/server.js` (the production bundle) on a free port with a fresh DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));
export const DEMO_PASSWORD = 'fanclub-demo';

/** A port nobody is using, so a stray server (another run on this machine) can never answer. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface OwnServer {
  url: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the server with demo mode, no RTMP unless `env` says otherwise; resolves once healthy. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fanclub-own-e2e-')),
      LOG_LEVEL: 'warn',
      RTMP_PORT: '0',
      DEMO_MODE: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url,
        output: () => output,
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
  throw new Error(`server did not become healthy: ${output}`);
}

/** A member's own phone-sized browser, signed in through the auth API (the login form has its own tests). */
export async function memberPage(
  browser: Browser,
  baseURL: string,
  email: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    serviceWorkers: 'block',
  });
  await prepare?.(context);
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return context.newPage();
}
