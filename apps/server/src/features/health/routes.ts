import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const PING_TIMEOUT_MS = 2_000;

/** Readiness: 200 once the database answers, 503 (fast) when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref(),
          ),
        ]);
        return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
      } catch {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .send({ status: 'unavailable' as const, message: 'The database is not answering.' });
      }
    },
  );
};
