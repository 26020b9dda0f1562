import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WriteGuard } from './write-guard';

// Placeholder while the routes are written (issue 29); registers nothing yet.
export const commentRoutes: FastifyPluginAsyncZod<{ guard: WriteGuard }> = async () => {};
