import { access, constants } from 'node:fs/promises';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { build } from './app';
import { holdPidFile } from './lib/pid-file';
import { ensurePrivateDir } from './lib/private-files';

/** Start-up problems are reported as one clear line, then exit 1 (no stack traces). */
function fail(message: string): never {
  process.stderr.write(`fanclub: ${message}\n`);
  process.exit(1);
}

/** The data folder, owner-only (0700): it holds the database, mails with reset links and uploads. */
async function ensureWritableDir(dir: string): Promise<void> {
  try {
    await ensurePrivateDir(dir);
    await access(dir, constants.W_OK);
  } catch {
    fail(`DATA_DIR ${dir} is not writable; set DATA_DIR to a folder this user can write.`);
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  await ensureWritableDir(config.dataDir);

  const started = performance.now();
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
  } catch (error) {
    fail(
      `cannot open the database (${config.databaseUrl ? 'DATABASE_URL' : `PGlite in ${config.dataDir}`}): ${(error as Error).message}`,
    );
  }
  if (database.kind === 'pglite') holdPidFile(config.dataDir);

  let app;
  try {
    app = await build({ config, database });
  } catch (error) {
    await database.close().catch(() => {});
    fail(`start-up failed: ${(error as Error).message}`);
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down: draining in-flight requests');
    await app.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.port} on ${config.host} is already in use; set PORT to a free port.`);
    if (code === 'EACCES')
      fail(`not allowed to listen on port ${config.port}; set PORT to a port above 1023.`);
    fail(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  app.log.info(
    {
      ms: Math.round(performance.now() - started),
      database: database.kind,
      demoMode: config.demoMode,
    },
    'ready',
  );
  // `npm run bench` only (BENCH_BARE_ROUTE, node --expose-gc): SIGWINCH collects garbage, so the
  // realtime bench measures memory per socket without start-up garbage in the way. (Not SIGUSR2:
  // close-with-grace shuts down on it.)
  const gc = (globalThis as { gc?: () => void }).gc;
  if (config.benchBareRoute && gc) process.on('SIGWINCH', () => gc());
}

await main();
