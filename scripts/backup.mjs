// `npm run backup -- [file]`: one .tar.gz holding the database and the uploaded files.
//   Embedded (PGlite): DATA_DIR/pglite and DATA_DIR/storage, copied while the server is stopped.
//   PostgreSQL (DATABASE_URL): a pg_dump in custom format (consistent while the app runs) and
//   DATA_DIR/storage. Uploads kept in S3 are not included: use the bucket's own versioning.
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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
if (args.includes('--help') || args.length > 1) {
  console.log('Usage: npm run backup -- [file]   (default: backups/fanclub-<date>.tar.gz)');
  process.exit(args.includes('--help') ? 0 : 1);
}
const { dataDir, databaseUrl, s3 } = settings();
const target = resolve(args[0] ?? join('backups', `fanclub-${timestamp()}.tar.gz`));
const kind = databaseUrl ? 'postgres' : 'pglite';

const staging = mkdtempSync(join(tmpdir(), 'fanclub-backup-'));
try {
  const parts = [];
  if (kind === 'pglite') {
    if (!existsSync(join(dataDir, PGLITE_DIR)))
      fail(
        `there is no embedded database in ${dataDir} (set DATA_DIR to the server's data folder).`,
      );
    // A copy taken under a running server could be torn; stopped, the folder is consistent.
    refuseWhileRunning(dataDir, 'taking a backup');
    parts.push(['-C', dataDir, PGLITE_DIR]);
  } else {
    // pg_dump reads one consistent snapshot, so the app may keep running.
    tool(
      'pg_dump',
      ['--format=custom', '--file', join(staging, PG_DUMP_FILE), '--dbname', databaseUrl],
      'dumping the PostgreSQL database',
    );
    parts.push(['-C', staging, PG_DUMP_FILE]);
  }
  const withStorage = !s3 && existsSync(join(dataDir, STORAGE_DIR));
  if (withStorage) parts.push(['-C', dataDir, STORAGE_DIR]);

  const manifest = {
    app: 'fanclub',
    format: FORMAT,
    database: kind,
    storage: s3 ? 's3 (not included)' : withStorage ? 'local' : 'none',
    createdAt: new Date().toISOString(),
  };
  writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  // Written under a temporary name first, so an interrupted backup never looks complete. The
  // archive holds the whole database: owner-only (0600), created so before tar writes a byte
  // (tar keeps an existing file's mode), whatever the umask.
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  closeSync(openSync(partial, 'w', 0o600));
  chmodSync(partial, 0o600);
  tool('tar', ['-czf', partial, '-C', staging, MANIFEST, ...parts.flat()], 'writing the archive');
  renameSync(partial, target);
  chmodSync(target, 0o600);

  const mb = (statSync(target).size / 1_048_576).toFixed(1);
  console.log(
    `fanclub: backup written to ${target} (${mb} MB): ${kind === 'pglite' ? `embedded database from ${dataDir}` : 'PostgreSQL dump'}${withStorage ? ' and uploaded files' : ''}.`,
  );
  if (s3)
    console.log(
      "fanclub: uploads are in the S3 bucket and are not in this backup; rely on the bucket's versioning or replication.",
    );
  console.log(`fanclub: restore with: npm run restore -- ${target}`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
