import type { FastifyPluginAsync } from 'fastify';
import { adminContentRoutes } from './admin-content-routes';
import { adminEventRoutes } from './admin-event-routes';
import { adminImageRoutes } from './admin-image-routes';
import { catalogAdminRepository } from './admin-repository';
import { catalogRoutes } from './routes';
import { dropRepository } from './drop-repository';
import { dropRoutes } from './drop-routes';

/** The catalogue: what fans browse, and the Admin & Artist Tools that edit its events and posts. */
export const catalogPlugin: FastifyPluginAsync<{
  oembedEndpoint: string;
  mediaRoot?: string;
}> = async (app, options) => {
  await app.register(catalogRoutes, options);
  const repo = catalogAdminRepository(app.db);
  await app.register(adminEventRoutes, { repo });
  await app.register(adminContentRoutes, { repo });
  await app.register(adminImageRoutes, { repo });
  await app.register(dropRoutes, { repo: dropRepository(app.db) });
};
