import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TESTS_RATE_LIMIT_FACTOR } from './rate-limit-factor';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

/** Runs the real server entry (through tsx) and collects its exit code and output. */
export function runServer(env: Record<string, string | undefined>, timeoutMs = 90_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      RATE_LIMIT_FACTOR: TESTS_RATE_LIMIT_FACTOR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
  return { child, exited, output: () => stdout + stderr };
}

/** Waits until the server at `base` answers /api/health with 200 (refused connections count as not yet). */
export function waitForHealthy(base: string, timeoutMs: number) {
  return waitFor(async () => {
    try {
      return (await fetch(`${base}/api/health`)).status === 200;
    } catch {
      return false;
    }
  }, timeoutMs);
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}
