import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/every';
import type { PaymentProvider } from './provider';
import { processDemoPeriodEnds } from './renewals';

const PERIOD_END_INTERVAL_MS = 60_000;

/** Stripe renews and lapses its own subscriptions and tells us by webhook; the demo needs this job. */
export function billingJobs(app: FastifyInstance, provider: PaymentProvider): void {
  if (provider.kind !== 'demo') return;
  runEvery(app, {
    name: 'subscription period ends',
    intervalMs: PERIOD_END_INTERVAL_MS,
    run: async () => {
      const result = await processDemoPeriodEnds(app.db);
      if (result.renewed + result.lapsed > 0)
        app.log.info(result, 'processed subscription period ends');
    },
  });
}
