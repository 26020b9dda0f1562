import type { FastifyPluginAsync } from 'fastify';
import { adminContentRoutes } from './admin-content-routes';
import { adminEventRoutes } from './admin-event-routes';
import { adminImageRoutes } from './admin-image-routes';
import { catalogRoutes } from './routes';

/** The catalogue: what fans browse, and the Admin & Artist Tools that edit its events and posts. */
export const catalogPlugin: FastifyPluginAsync<{
  oembedEndpoint: string;
  mediaRoot?: string;
}> = async (app, options) => {
  await app.register(catalogRoutes, options);
  await app.register(adminEventRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminImageRoutes);
};
