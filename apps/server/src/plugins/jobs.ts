import fp from 'fastify-plugin';
import type { JobHandler, JobQueue } from '../lib/job-queue';

// PROVISIONAL (issue 29, being replaced by the durable queue): runs jobs in this process, after
// the request, with no retry and nothing kept across a restart.
export const jobsPlugin = fp(
  async (app) => {
    const handlers = new Map<string, JobHandler<object>>();
    const queue: JobQueue = {
      async send(name, data) {
        setImmediate(() => {
          const handler = handlers.get(name);
          if (!handler) return;
          handler(data).catch((err: unknown) => app.log.error({ err, job: name }, 'job failed'));
        });
      },
      async work(name, handler) {
        handlers.set(name, handler as JobHandler<object>);
      },
    };
    app.decorate('jobs', queue);
  },
  { name: 'jobs', dependencies: ['db'] },
);
