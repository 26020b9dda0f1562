import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder while the routes are written (issue 29); registers nothing yet.
export const postRoutes: FastifyPluginAsyncZod = async () => {};
