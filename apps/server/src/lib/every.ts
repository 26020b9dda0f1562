import type { FastifyInstance } from 'fastify';

/**
 * Runs a background job every `intervalMs` for the life of the app: a failure is logged and the
 * next tick tries again; the timer never holds the process open and stops when the app closes.
 */
export function runEvery(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; run: () => Promise<unknown> },
): void {
  const tick = () =>
    job
      .run()
      .catch((err: unknown) => app.log.warn({ err, job: job.name }, 'job failed; will retry'));
  // tick() catches and logs its own failures, so the timer has nothing to wait for.
  const timer = setInterval(() => void tick(), job.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
