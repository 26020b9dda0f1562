import type { FastifyPluginAsync } from 'fastify';
import { fanoutJobs } from './fanout-jobs';
import { inboxListeners } from './listeners';
import { inboxRoutes } from './routes';

/**
 * The inbox: one list per member of what happened to them (routes.ts), filled by the features'
 * domain events (listeners.ts, one recipient each) and by the durable fan-out of artist posts and
 * go-lives to every entitled member (fanout-jobs.ts, on the job queue, app.jobs).
 */
export const inboxPlugin: FastifyPluginAsync = async (app) => {
  await app.register(inboxRoutes);
  inboxListeners(app);
  await fanoutJobs(app);
};
