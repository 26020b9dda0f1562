import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { inviteJobs } from './mails';
import { importRepository } from './repository';
import { memberImportRoutes } from './routes';
import { importService } from './service';

/** Member import (issue 33): CSV dry run and confirm, invitations with a single-use link. */
export const memberImportPlugin: FastifyPluginAsync<{ config: Config }> = async (
  app,
  { config },
) => {
  const repo = importRepository(app.db);
  const service = importService(app.db, repo, app.jobs);
  await inviteJobs(app, repo, config.publicUrl);
  await app.register(memberImportRoutes, { service, repo });
};
