import type { FastifyInstance } from 'fastify';
import { expireComps } from '../../lib/comps-repository';
import { runEvery } from '../../lib/every';

export const COMP_EXPIRY_JOB = 'comps.expire';
const SWEEP_EVERY_MS = 60_000;

/**
 * Ends timed comps whose end has passed, on the durable queue: one sweep at a time across all
 * processes (singleton key), each idempotent, so a crash half-way only means the next sweep
 * finishes the work. The member drops back to what they pay for, or free.
 */
export async function compJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work(COMP_EXPIRY_JOB, async () => {
    const ended = await expireComps(app.db);
    if (ended > 0) app.log.info({ ended }, 'complimentary tiers ended');
  });
  const sweep = () => app.jobs.send(COMP_EXPIRY_JOB, {}, { singletonKey: COMP_EXPIRY_JOB });
  app.addHook('onReady', async () => void sweep().catch(() => {}));
  runEvery(app, { name: COMP_EXPIRY_JOB, intervalMs: SWEEP_EVERY_MS, run: sweep });
}
