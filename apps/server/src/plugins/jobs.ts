import fp from 'fastify-plugin';
import type { JobQueueOptions } from '../lib/job-queue-runner';
import { createJobQueue } from '../lib/job-queue-runner';

/**
 * The durable job queue as `app.jobs` (ADR 019): jobs are rows in the database the app already
 * runs, claimed with FOR UPDATE SKIP LOCKED, so they survive kill -9 and several processes share
 * them. Workers start once the app is ready (every feature has registered its handlers) and stop
 * before the database closes; an unfinished job goes back to the queue for the next start.
 */
export const jobsPlugin = fp<Partial<JobQueueOptions>>(
  async (app, options) => {
    const queue = createJobQueue(app.db, app.log, options);
    const jobsSettled = queue.settled.bind(queue);
    // A route answers before its fire-and-forget domain events have queued their jobs, and a job
    // may emit events that queue more: settled means neither is left (tests rely on it).
    queue.settled = async (timeoutMs = 15_000) => {
      const end = Date.now() + timeoutMs;
      do {
        await app.domainEvents.settled();
        await jobsSettled(Math.max(end - Date.now(), 0));
      } while (app.domainEvents.pending() > 0);
    };
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('preClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db', 'domain-events'] },
);
