import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client';
import type { Database } from '../../src/db/client';

export type TestDbKind = 'pglite' | 'postgres';

/** Which database this run targets; scripts/test.mjs sets FANCLUB_TEST_DB. */
export function testDbKind(): TestDbKind {
  return process.env.FANCLUB_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A new, empty database on the PostgreSQL server named by DATABASE_URL, for a test whose server
 * process opens it itself; `drop` removes it again (even with connections still open).
 */
export async function createEmptyPostgresDatabase(
  prefix: string,
  /** A database to copy instead of starting empty (`create database … template`). */
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('FANCLUB_TEST_DB=postgres needs DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let pgliteTemplateDump: Blob | undefined;

/**
 * The global setup's dump of a migrated PGlite (43 MB), read once per worker: the `server`
 * project's workers keep this module from file to file (isolate: false). PGlite copies it.
 */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (file && !pgliteTemplateDump) pgliteTemplateDump = new Blob([readFileSync(file)]);
  return pgliteTemplateDump;
}

/**
 * A fresh database for one test file, migrated (a copy of the one the global setup migrated,
 * database-template.global.ts) but holding no rows: in-memory PGlite, or a new database created
 * on the PostgreSQL server named by DATABASE_URL (dropped again by `drop`).
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  if (testDbKind() === 'pglite') {
    const loadDataDir = pgliteTemplate();
    const database = await openDatabase({ dataDir: '', poolSize: 1, inMemory: true, loadDataDir });
    return { database, drop: async () => {} };
  }
  const empty = await createEmptyPostgresDatabase('fanclub_t', inject('postgresTemplateName'));
  const database = await openDatabase({ databaseUrl: empty.url, dataDir: '', poolSize: 4 });
  return {
    database,
    url: empty.url,
    async drop() {
      await database.close().catch(() => {});
      await empty.drop();
    },
  };
}
