// `npm run restore -- <file>`: puts a backup from `npm run backup` back, into the database the
// environment names (DATABASE_URL, else the embedded one in DATA_DIR) and DATA_DIR/storage.
// What it replaces is first moved aside to DATA_DIR/pre-restore-<date>/, so a restore can be undone.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  cpSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  FORMAT,
  MANIFEST,
  PG_DUMP_FILE,
  PGLITE_DIR,
  STORAGE_DIR,
  fail,
  refuseWhileRunning,
  settings,
  timestamp,
  tool,
} from './lib/backup-files.mjs';

const args = process.argv.slice(2);
if (args.length !== 1 || args[0] === '--help') {
  console.log('Usage: npm run restore -- <file>   (a .tar.gz made by npm run backup)');
  process.exit(args[0] === '--help' ? 0 : 1);
}
const archive = resolve(args[0]);
if (!existsSync(archive)) fail(`no backup at ${archive}.`);
const { dataDir, databaseUrl, s3 } = settings();
const kind = databaseUrl ? 'postgres' : 'pglite';

const staging = mkdtempSync(join(tmpdir(), 'fanclub-restore-'));
try {
  tool('tar', ['-xzf', archive, '-C', staging], 'reading the archive');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(staging, MANIFEST), 'utf8'));
  } catch {
    fail(`${archive} is not a Fanclub backup (no ${MANIFEST} inside).`);
  }
  if (manifest.app !== 'fanclub' || manifest.format !== FORMAT)
    fail(`${archive} is a backup format this version cannot read (format ${manifest.format}).`);
  if (manifest.database !== kind) {
    fail(
      manifest.database === 'pglite'
        ? 'this backup holds the embedded database; unset DATABASE_URL to restore it into DATA_DIR.'
        : 'this backup holds a PostgreSQL dump; set DATABASE_URL to the database to restore it into.',
    );
  }

  const aside = join(dataDir, `pre-restore-${timestamp()}`);
  const moveAside = (name) => {
    if (!existsSync(join(dataDir, name))) return;
    mkdirSync(aside, { recursive: true, mode: 0o700 });
    renameSync(join(dataDir, name), join(aside, name));
  };
  // Owner-only, like everything the server keeps (the server also enforces it at start-up).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);

  if (kind === 'pglite') {
    refuseWhileRunning(dataDir, 'restoring');
    moveAside(PGLITE_DIR);
    cpSync(join(staging, PGLITE_DIR), join(dataDir, PGLITE_DIR), { recursive: true });
    chmodSync(join(dataDir, PGLITE_DIR), 0o700);
  } else {
    // The current database is dumped aside first; the restore itself is one transaction, so it
    // lands whole or not at all. --clean drops what the dump holds before recreating it.
    mkdirSync(aside, { recursive: true, mode: 0o700 });
    tool(
      'pg_dump',
      ['--format=custom', '--file', join(aside, PG_DUMP_FILE), '--dbname', databaseUrl],
      'saving the current database before restoring',
    );
    tool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        '--dbname',
        databaseUrl,
        join(staging, PG_DUMP_FILE),
      ],
      'restoring the PostgreSQL database',
    );
  }

  if (existsSync(join(staging, STORAGE_DIR))) {
    moveAside(STORAGE_DIR);
    cpSync(join(staging, STORAGE_DIR), join(dataDir, STORAGE_DIR), { recursive: true });
    chmodSync(join(dataDir, STORAGE_DIR), 0o700);
  }

  console.log(
    `fanclub: restored ${archive} (taken ${manifest.createdAt}) into ${kind === 'pglite' ? `the embedded database in ${dataDir}` : 'the PostgreSQL database in DATABASE_URL'}${existsSync(join(staging, STORAGE_DIR)) ? ' and DATA_DIR/storage' : ''}.`,
  );
  if (existsSync(aside))
    console.log(
      `fanclub: what was there before is kept in ${aside} (delete it when you no longer need it).`,
    );
  if (kind === 'postgres')
    console.log('fanclub: restart the app servers so they start from the restored data.');
  if (s3)
    console.log(
      'fanclub: uploads in the S3 bucket are not part of backups and were left as they are.',
    );
} finally {
  rmSync(staging, { recursive: true, force: true });
}
