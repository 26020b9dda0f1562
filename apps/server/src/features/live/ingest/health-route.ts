import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createIngest } from './ingest';

const IngestHealth = z.object({
  rtmp: z.enum(['listening', 'off']),
  ffmpeg: z
    .object({ source: z.enum(['configured', 'system', 'bundled']), version: z.string() })
    .nullable(),
});

/**
 * GET /api/health/ingest: whether encoders can publish here and which ffmpeg remuxes them, so a
 * self-hoster can tell after `npm start` whether Go Live with OBS works (ADR 029). Public like
 * /api/health: it names no path, key or stream. Never cached, as every /api answer by default.
 */
export const ingestHealthRoute: FastifyPluginAsyncZod<{
  ingest: ReturnType<typeof createIngest>;
}> = async (app, { ingest }) => {
  app.get(
    '/api/health/ingest',
    { config: { access: 'public' }, schema: { response: { 200: IngestHealth } } },
    async () => ingest.status(),
  );
};
