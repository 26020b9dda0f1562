import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { build } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase } from './test-database';
import type { signIn } from './session';

/** The real app with RTMP on, its log lines kept so the test can check what was (not) logged. */
export async function ingestApp(env: Record<string, string>, { hideSystemFfmpeg = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-ingest-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', HOST: '127.0.0.1', ...env });
  const { database, drop } = await createTestDatabase();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await build({ config, database, logger: { level: 'info', stream } });
  // ffmpeg is looked for when the app gets ready: an empty PATH is a machine without Debian's.
  const path = process.env.PATH;
  if (hideSystemFfmpeg) process.env.PATH = '/nonexistent';
  try {
    await app.ready();
  } finally {
    process.env.PATH = path;
  }
  return { app, config, dataDir, logs, close: async () => (await app.close(), await drop()) };
}

/** The publish reached the disk as HLS and the stream says it is on air. */
export async function expectOnAir(
  dataDir: string,
  artist: Awaited<ReturnType<typeof signIn>>,
  streamId: string,
) {
  const playlist = join(dataDir, 'live', streamId, 'index.m3u8');
  await expect.poll(() => existsSync(playlist), { timeout: 30_000, interval: 200 }).toBe(true);
  await expect
    .poll(async () => (await artist.get('/api/live/active')).json().stream.ingest, {
      timeout: 10_000,
    })
    .toBe('live');
}
