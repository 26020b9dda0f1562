import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import type { Database } from '../../src/db/client';

export type TestDbKind = 'pglite' | 'postgres';

/** Which database this run targets; scripts/test.mjs sets FANCLUB_TEST_DB. */
export function testDbKind(): TestDbKind {
  return process.env.FANCLUB_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or a new database created on the
 * PostgreSQL server named by DATABASE_URL (dropped again by `drop`).
 */
export async function createTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (testDbKind() === 'pglite') {
    const database = await openDatabase({ dataDir: '', poolSize: 1, inMemory: true });
    return { database, drop: async () => {} };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('FANCLUB_TEST_DB=postgres needs DATABASE_URL');
  const name = `fanclub_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
