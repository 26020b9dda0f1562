import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../../lib/every';
import type { ReplayService } from './replay-service';

const RETENTION_JOB = 'replays.retention';
const RETENTION_EVERY_MS = 60 * 60 * 1000;

/**
 * The retention setting is applied by a durable job (one at a time across processes, retried if
 * a process dies mid-way), queued every hour.
 */
export async function replayJobs(app: FastifyInstance, replays: ReplayService) {
  await app.jobs.work(RETENTION_JOB, async () => {
    await replays.expire();
  });
  runEvery(app, {
    name: RETENTION_JOB,
    intervalMs: RETENTION_EVERY_MS,
    run: () => app.jobs.send(RETENTION_JOB, {}, { singletonKey: RETENTION_JOB }),
  });
}
