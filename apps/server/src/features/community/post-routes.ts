import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WriteGuard } from './write-guard';

// Placeholder while the routes are written (issue 29); registers nothing yet.
export const postRoutes: FastifyPluginAsyncZod<{ guard: WriteGuard }> = async () => {};
