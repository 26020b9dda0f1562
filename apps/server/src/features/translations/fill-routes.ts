import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { ACCESS, ITEM_ID } from './kinds';
import { queueFill } from './fill-job';
import type { TranslationsRepository } from './repository';

/**
 * "Fill in missing languages": queues the provider's translations of one item. Registered only
 * when a provider is configured (TRANSLATION_PROVIDER_URL).
 */
export const fillRoutes: FastifyPluginAsyncZod<{ repo: TranslationsRepository }> = async (
  app,
  { repo },
) => {
  for (const kind of ['post', 'event', 'product'] as const)
    app.post(
      `/api/admin/translations/${kind}/:id/fill`,
      {
        config: { access: ACCESS[kind] },
        schema: {
          params: z.object({ id: ITEM_ID[kind] }),
          response: { 202: z.object({ queued: z.literal(true) }) },
        },
      },
      async (req, reply) => {
        if (!(await repo.original(kind, req.params.id)))
          throw new HttpError(
            404,
            `${kind === 'post' ? 'Post' : kind === 'event' ? 'Event' : 'Product'} not found`,
          );
        await queueFill(app.jobs, { kind, itemId: req.params.id });
        return reply.status(202).send({ queued: true });
      },
    );
};
