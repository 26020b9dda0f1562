import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { demoProvider } from './demo-provider';
import type { PaymentProvider } from './provider';
import { processDemoPeriodEnds } from './renewals';
import { billingRoutes } from './routes';

const JOB_INTERVAL_MS = 60_000;

/** Picks the payment provider, mounts the billing routes and runs the period-end job. */
export const billingPlugin: FastifyPluginAsync<{ config: Config; provider?: PaymentProvider }> = async (app, { config, provider }) => {
  const active = provider ?? demoProvider(app.db);
  await app.register(billingRoutes, { provider: active, publicUrl: config.publicUrl });

  if (active.kind === 'demo') {
    const run = () =>
      processDemoPeriodEnds(app.db)
        .then((result) => {
          if (result.renewed + result.lapsed > 0) app.log.info(result, 'processed subscription period ends');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'subscription period-end job failed; will retry'));
    const timer = setInterval(run, JOB_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
