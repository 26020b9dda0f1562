import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { PaymentEventRelay } from '../../lib/payment-events';
import { demoProvider } from './demo-provider';
import { noProvider } from './no-provider';
import type { PaymentProvider } from './provider';
import { processDemoPeriodEnds } from './renewals';
import { billingRoutes } from './routes';
import { createStripeClient } from './stripe-client';
import { stripeProvider } from './stripe-provider';
import { stripeWebhook } from './stripe-webhook';

const JOB_INTERVAL_MS = 60_000;

/** Picks the payment provider (Stripe when configured, else the demo in demo mode only, else none: fail closed), mounts the billing routes and runs the period-end job. */
export const billingPlugin: FastifyPluginAsync<{
  config: Config;
  provider?: PaymentProvider;
  paymentEvents?: PaymentEventRelay;
}> = async (app, { config, provider, paymentEvents }) => {
  const stripe = config.stripe && createStripeClient(config.stripe);
  const active =
    provider ??
    (stripe && config.stripe
      ? stripeProvider(app.db, stripe, config.stripe.prices)
      : config.demoMode
        ? demoProvider(app.db)
        : noProvider());
  if (active.kind === 'none')
    app.log.warn(
      'Payments are off: set the STRIPE_* variables to take payments (the demo provider runs only with DEMO_MODE=true)',
    );
  await app.register(billingRoutes, { provider: active, publicUrl: config.publicUrl });
  if (stripe && config.stripe) {
    await app.register(stripeWebhook, {
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      prices: config.stripe.prices,
      others: paymentEvents,
    });
  }

  // Stripe renews and lapses its own subscriptions and tells us by webhook; the demo needs this job.
  if (active.kind === 'demo') {
    const run = () =>
      processDemoPeriodEnds(app.db)
        .then((result) => {
          if (result.renewed + result.lapsed > 0)
            app.log.info(result, 'processed subscription period ends');
        })
        .catch((err: unknown) =>
          app.log.warn({ err }, 'subscription period-end job failed; will retry'),
        );
    // run() catches and logs its own failures, so the timer has nothing to wait for.
    const timer = setInterval(() => void run(), JOB_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
