// What `npm run backup` and `npm run restore` share: where the data lives (the same environment
// variables and defaults as the server), the archive's manifest, and running tools.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const MANIFEST = 'fanclub-backup.json';
export const FORMAT = 1;
/** The database of a PostgreSQL backup, in pg_dump's custom format. */
export const PG_DUMP_FILE = 'database.pgdump';
/** Folders of DATA_DIR kept in a backup: the embedded database and uploaded files. */
export const PGLITE_DIR = 'pglite';
export const STORAGE_DIR = 'storage';

export function fail(message) {
  process.stderr.write(`fanclub: ${message}\n`);
  process.exit(1);
}

/** The server's own reading of DATA_DIR, DATABASE_URL and S3 (apps/server/src/config.ts). */
export function settings(env = process.env) {
  const blank = (v) => (v === undefined || v === '' ? undefined : v);
  return {
    dataDir: resolve(blank(env.DATA_DIR) ?? './data'),
    databaseUrl: blank(env.DATABASE_URL),
    s3: Boolean(blank(env.S3_ENDPOINT) || blank(env.S3_BUCKET)),
  };
}

/**
 * The pid of a server running on DATA_DIR's embedded database, or null. The server writes
 * DATA_DIR/server.pid (apps/server/src/lib/pid-file.ts); a crash leaves a stale file behind,
 * so the process must also still exist.
 */
export function runningServer(dataDir) {
  const file = join(dataDir, 'server.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it is alive.
    return error.code === 'EPERM' ? pid : null;
  }
}

export function refuseWhileRunning(dataDir, what) {
  const pid = runningServer(dataDir);
  if (pid)
    fail(
      `the server (pid ${pid}) is running on ${dataDir}. Stop it before ${what}: the embedded database belongs to one process at a time.`,
    );
}

/** Runs a tool; on failure exits with its own message. */
export function tool(command, args, what) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (result.error?.code === 'ENOENT')
    fail(
      `${what} needs \`${command}\`, which is not installed (Debian: apt-get install ${command.startsWith('pg_') ? 'postgresql-client' : command}).`,
    );
  if (result.status !== 0)
    fail(
      `${what} failed: ${command} said: ${(result.stderr || '').trim() || `exit ${result.status}`}`,
    );
}

export function timestamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-');
}
