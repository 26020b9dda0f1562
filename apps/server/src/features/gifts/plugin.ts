import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { giftJobs } from './mails';
import { giftRepository } from './repository';
import { giftRoutes } from './routes';
import { giftService } from './service';

/** Gift memberships (issue 33). Paid with the demo provider's test cards; Stripe is not wired yet. */
export const giftsPlugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const repo = giftRepository(app.db);
  const payments = !config.stripe && config.demoMode ? 'demo' : 'none';
  await giftJobs(app, repo, config.publicUrl);
  await app.register(giftRoutes, { service: giftService(repo, app.jobs, payments) });
};
