import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { seedCatalog } from '../db/seed/run-seed';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/**
 * Makes the database available as `app.db`, applies migrations and the one-time seed under a
 * start-up lock, and closes the connection when the app closes (after in-flight requests drain).
 */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    await database.withStartupLock(async () => {
      const seeded = await seedCatalog(database.db);
      if (seeded) app.log.info('Seeded the artist catalogue');
    });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
