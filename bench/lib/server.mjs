// Starting the real production server for a suite (bench/run.mjs has built it if stale first):
// run apps/server/dist/server.js on a free port with a fresh DATA_DIR (PGlite) or a fresh
// PostgreSQL database that is dropped afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
export const DEMO_PASSWORD = 'fanclub-demo';

/**
 * [command, args] that run `node <args>` with the open-file limit raised to `files` (or as far
 * as the hard limit allows): 10,000 sockets need more than the usual 1,024 descriptors.
 */
export function nodeWithOpenFiles(files, args) {
  const raise = `ulimit -n ${Number(files)} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`;
  return ['/bin/sh', ['-c', raise, process.execPath, ...args]];
}

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times (100 on every common platform). */
const CLOCK_TICKS = 100;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** psql against the machine's PostgreSQL; returns null when it is unreachable. */
export function psql(adminUrl, sql) {
  const result = spawnSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
    encoding: 'utf8',
  });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim();
}

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Where a server keeps its data: a fresh DATA_DIR, and for 'postgres' a fresh database. Returns
 * null when PostgreSQL is unreachable. A suite that restarts a server on the same data (the
 * community suite's kill -9) creates one, passes it to each startServer and removes it at the end.
 */
export function createStore(db = 'pglite') {
  const store = { db, dataDir: null, dbName: null, databaseUrl: undefined };
  if (db === 'postgres') {
    if (psql(POSTGRES_ADMIN_URL, 'select 1') !== '1') return null;
    store.dbName = `fanclub_bench_${process.pid}_${Date.now()}`;
    psql(POSTGRES_ADMIN_URL, `create database ${store.dbName}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${store.dbName}`;
    store.databaseUrl = url.toString();
  }
  store.dataDir = mkdtempSync(join(tmpdir(), 'fanclub-bench-'));
  return store;
}

export function removeStore(store) {
  rmSync(store.dataDir, { recursive: true, force: true });
  if (store.dbName)
    psql(POSTGRES_ADMIN_URL, `drop database if exists ${store.dbName} with (force)`);
}

/**
 * Starts a server. db: 'pglite' | 'postgres'. Returns { url, pid, origin, stop(), kill() } or
 * throws; for postgres, returns null when PostgreSQL is unreachable. With `store` (createStore)
 * it runs on that data and leaves it in place when it stops; without, on fresh data it removes.
 */
export async function startServer({
  db = 'pglite',
  env = {},
  label = 'server',
  openFiles = 65_536,
  nodeFlags = [],
  store: given = null,
} = {}) {
  const port = await freePort();
  const store = given ?? createStore(db);
  if (!store) return null;
  const { dataDir, databaseUrl } = store;
  const [command, args] = nodeWithOpenFiles(openFiles, [
    ...nodeFlags,
    // For profiling a suite's server, e.g. BENCH_SERVER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=.tmp/prof'.
    ...(process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean),
    join(root, 'apps/server/dist/server.js'),
  ]);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${label} exited during start-up:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline)
      throw new Error(`${label} did not become healthy in 120 s:\n${output.slice(-2000)}`);
    await sleep(200);
  }
  return {
    url,
    origin: url,
    pid: child.pid,
    db,
    output: () => output,
    /** Asks a server started with BENCH_BARE_ROUTE and --expose-gc for a full garbage collection. */
    async collectGarbage() {
      child.kill('SIGWINCH');
      await sleep(100);
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `server died on SIGWINCH (${child.exitCode ?? child.signalCode}):\n${output.slice(-2000)}`,
        );
      await sleep(1_000);
    },
    /** Resident set size of the server process in bytes (Linux). */
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    /** CPU time (user + system) the server process has used so far, in seconds (Linux). */
    cpuSeconds() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime, fields 14 and 15 of stat(5), counted here from the state (field 3).
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    },
    /** PostgreSQL only (PGlite is held by the server process). */
    databaseUrl,
    /** The server's soft limit on open files (sockets count). */
    openFileLimit() {
      const limits = readFileSync(`/proc/${child.pid}/limits`, 'utf8');
      return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? 0);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!given) removeStore(store);
    },
    /** kill -9: the process gets no chance to finish anything. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Signs in through the real sign-in API and returns the Cookie header value. */
export async function signIn(server, email, password = DEMO_PASSWORD) {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}
