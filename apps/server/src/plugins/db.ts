import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { seedCatalog } from '../db/seed/run-seed';
import { syncDemoAccounts } from '../db/seed/demo-accounts';
import { hashPassword } from '../lib/auth/password';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/**
 * Makes the database available as `app.db`, applies migrations, the one-time seed and the demo
 * accounts (created in demo mode, removed otherwise) under a start-up lock, and closes the connection when the app closes (after in-flight requests drain).
 */
export const dbPlugin = fp<{ database: Database; demoMode: boolean }>(
  async (app, { database, demoMode }) => {
    await database.withStartupLock(async () => {
      const seeded = await seedCatalog(database.db);
      if (seeded) app.log.info('Seeded the artist catalogue');
      const created = await syncDemoAccounts(database.db, demoMode, hashPassword);
      if (created > 0) app.log.info({ created }, 'Created the demo accounts');
    });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
