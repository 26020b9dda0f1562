// Vitest global setup for the server projects: migrates one database before any test file runs,
// so each file's fresh database is a copy of it instead of being made and migrated from nothing.
// Creating an in-memory PGlite runs initdb (about 1.5 s on a loaded two-core machine, 2.5 s with
// the migrations); loading a dump of a migrated one takes under 1 s. On PostgreSQL each file's
// database is `create database … template` of a migrated one. The copies start migrated, not
// seeded: every app still seeds its catalogue and demo accounts itself, as it does on a new
// installation. Tests that need an empty database (start-up, backup, crash recovery) ask for one
// with createEmptyPostgresDatabase or their own data dir and are not affected.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase } from '../../src/db/client';
import { createEmptyPostgresDatabase, testDbKind } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding a dump of a migrated data directory. */
    pgliteTemplateFile: string;
    /** PostgreSQL: the name of a migrated database to copy. */
    postgresTemplateName: string;
  }
}

export default async function setup(project: TestProject) {
  if (testDbKind() === 'pglite') {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = join(project.config.root, '..', '..', '.tmp', 'test-db');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `pglite-template-${process.pid}-${project.name}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplateFile', file);
    return () => rmSync(file, { force: true });
  }
  const template = await createEmptyPostgresDatabase('fanclub_template');
  const database = await openDatabase({ databaseUrl: template.url, dataDir: '', poolSize: 1 });
  await database.withStartupLock(async () => {}); // applies the migrations
  await database.close();
  project.provide('postgresTemplateName', new URL(template.url).pathname.slice(1));
  return () => template.drop();
}
