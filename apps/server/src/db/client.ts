import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { serverRoot } from '../lib/package-root';
import { ensurePrivateDir, tightenTree } from '../lib/private-files';
import * as artist from './schema/artist';
import * as authTables from './schema/auth';
import * as billing from './schema/billing';
import * as commerce from './schema/commerce';
import * as live from './schema/live';
import * as audit from './schema/audit';
import * as profiles from './schema/profiles';
import * as content from './schema/content';
import * as community from './schema/community';
import * as comps from './schema/comps';
import * as translations from './schema/translations';
import * as enums from './schema/enums';
import * as events from './schema/events';
import * as jobs from './schema/jobs';
import * as media from './schema/media';
import * as meta from './schema/meta';
import * as meetGreet from './schema/meet-greet';
import * as music from './schema/music';
import * as offers from './schema/offers';
import * as presale from './schema/presale';
import * as shop from './schema/shop';
import * as support from './schema/support';

export const schema = {
  ...enums,
  ...meta,
  ...artist,
  ...authTables,
  ...profiles,
  ...music,
  ...media,
  ...content,
  ...community,
  ...events,
  ...presale,
  ...shop,
  ...commerce,
  ...billing,
  ...live,
  ...audit,
  ...jobs,
  ...support,
  ...meetGreet,
  ...offers,
  ...comps,
  ...translations,
};

/**
 * One type for both drivers: PGlite and node-postgres expose the same Drizzle API and both return
 * `{ rows }` from execute(), so the PGlite client is typed as the node-postgres one.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run `fn` while holding a cluster-wide lock, so only one process migrates and seeds at a time. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * True while the database is out of reach: a ping fails, or a connection was cut in the last
   * few seconds (a restart cuts sessions before it refuses new ones, so a ping may still pass).
   */
  unreachable(): Promise<boolean>;
  close(): Promise<void>;
}

/** How long after a cut connection the database still counts as unreachable. */
const CONNECTION_LOSS_GRACE_MS = 5_000;

export const migrationsFolder = join(serverRoot, 'drizzle');

const STARTUP_LOCK_ID = 724_242_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize: number;
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  /** PGlite in memory only: start from this dump of a data directory (tests: a migrated one). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    let lastConnectionLoss = 0;
    const noteLoss = () => (lastConnectionLoss = Date.now());
    pool.on('error', noteLoss);
    // A client checked out (mid-transaction) when the server goes away emits 'error' too, and an
    // unheard 'error' event would kill the process. Its query fails instead (answered 503 by the
    // error handler) and the pool discards the broken client on release.
    pool.on('connect', (client) => client.on('error', noteLoss));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withStartupLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
          await migrate(drizzle(client, { schema }), { migrationsFolder });
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async unreachable() {
        if (Date.now() - lastConnectionLoss < CONNECTION_LOSS_GRACE_MS) return true;
        return db.execute(sql`select 1`).then(
          () => false,
          () => true,
        );
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  if (options.inMemory) client = await PGlite.create({ loadDataDir: options.loadDataDir });
  else {
    const dir = join(options.dataDir, 'pglite');
    // The whole database: owner-only. PGlite creates its files 0666; the 0700 folder keeps them
    // from other users, and each start sets them to 0600 (about a thousand files, a few ms).
    await ensurePrivateDir(dir);
    await tightenTree(dir);
    client = await PGlite.create(dir);
  }
  yieldBetweenStatements(client);
  const pglite = drizzle(client, { schema });
  const db = pglite as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is single-process by nature: its data directory belongs to this process alone.
    async withStartupLock(fn) {
      await migrate(pglite, { migrationsFolder });
      return fn();
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    // In-process: it cannot be out of reach while this process runs.
    unreachable: async () => false,
    close: () => client.close(),
  };
}

/**
 * PGlite runs each statement on this thread, and the next one waiting for it starts in the same
 * microtask run: under load, statements chained back to back kept the event loop from reading
 * sockets for long stretches (100 members posting comments: p99 7.5 s, 23 a second). Each
 * statement now starts on a turn of the event loop of its own, so requests keep being read and
 * answered between them (480 comments a second, same test). Transactions keep their own client.
 */
function yieldBetweenStatements(client: { query: unknown; exec: unknown }) {
  for (const method of ['query', 'exec'] as const) {
    const run = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    client[method] = (...args: unknown[]) =>
      new Promise((resolve) => setImmediate(resolve)).then(() => run(...args));
  }
}
