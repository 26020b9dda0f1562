import type { FastifyPluginAsync } from 'fastify';
import { adminContentRoutes } from './content-routes';
import { adminEventRoutes } from './events-routes';
import { adminImageRoutes } from './image-routes';
import { adminMemberRoutes } from './members-routes';
import { adminOrderRoutes } from './orders-routes';

/** Admin & Artist Tools. Every route checks the shared feature matrix itself. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminEventRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminImageRoutes);
  await app.register(adminMemberRoutes);
  await app.register(adminOrderRoutes);
};
