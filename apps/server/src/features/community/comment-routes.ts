import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder while the routes are written (issue 29); registers nothing yet.
export const commentRoutes: FastifyPluginAsyncZod = async () => {};
