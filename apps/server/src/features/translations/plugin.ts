import type { FastifyPluginAsync } from 'fastify';
import { translationsRepository } from './repository';
import { translationRoutes } from './routes';
import { translationsService } from './service';
import { libreTranslateProvider } from './provider';
import { registerFillJobs } from './fill-job';
import { fillRoutes } from './fill-routes';

/**
 * Translations of artist posts, events and products written by the team (issue 34, ADR 042), and
 * filled in by a provider only where one is configured (off by default).
 */
export const translationsPlugin: FastifyPluginAsync<{
  provider: { url: string; apiKey?: string } | null;
}> = async (app, { provider }) => {
  const repo = translationsRepository(app.db);
  await app.register(translationRoutes, { service: translationsService(repo) });
  if (!provider) return;
  await registerFillJobs(app, repo, libreTranslateProvider(provider));
  await app.register(fillRoutes, { repo });
};
