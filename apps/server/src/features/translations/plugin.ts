import type { FastifyPluginAsync } from 'fastify';
import { translationsRepository } from './repository';
import { translationRoutes } from './routes';
import { translationsService } from './service';

/** Translations of artist posts, events and products written by the team (issue 34, ADR 042). */
export const translationsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(translationRoutes, {
    service: translationsService(translationsRepository(app.db)),
  });
};
