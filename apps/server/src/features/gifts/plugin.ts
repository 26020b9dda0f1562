import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import { runEvery } from '../../lib/every';
import type { PaymentEventRelay } from '../../lib/payment-events';
import { createStripeClient } from '../../lib/stripe-client';
import { giftJobs } from './mails';
import { giftRepository } from './repository';
import { giftRoutes } from './routes';
import type { GiftPayments } from './service';
import { giftService } from './service';
import { stripeGiftPage } from './stripe-page';

/** Stripe's events about a one-off page (the shop's orders use the same ones; each finds its own). */
const PAGE_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * Gift memberships (issue 33), paid once: on Stripe's page when Stripe is configured (settled by
 * its event, or the sweep if that never comes), else with the demo card form in demo mode, else
 * not at all (503).
 */
export const giftsPlugin: FastifyPluginAsync<{
  config: Config;
  paymentEvents?: PaymentEventRelay;
}> = async (app, { config, paymentEvents }) => {
  const repo = giftRepository(app.db);
  const payments: GiftPayments = config.stripe
    ? { kind: 'stripe', page: stripeGiftPage(createStripeClient(config.stripe)) }
    : config.demoMode
      ? { kind: 'demo' }
      : { kind: 'none' };
  const service = giftService(repo, app.jobs, payments, config.publicUrl);
  await giftJobs(app, repo, config.publicUrl);
  await app.register(giftRoutes, { service });
  if (payments.kind !== 'stripe') return;
  paymentEvents?.handle(async (event: Stripe.Event) => {
    const result = await settle(event);
    if (result === null) return;
    if (result !== 'settled')
      app.log.info(
        { stripeEventId: event.id, stripeEventType: event.type, result },
        'gift payment event',
      );
  });
  /** The gift an event is about, settled from what Stripe says now; null when it is not ours. */
  async function settle(event: Stripe.Event) {
    if (event.type === 'payment_intent.payment_failed') {
      // Its page's session is re-read: a card declined on an open page leaves it open (retry).
      const giftId = (event.data.object as Stripe.PaymentIntent).metadata?.giftId;
      return giftId ? service.paymentChanged(giftId) : null;
    }
    if (!PAGE_EVENTS.has(event.type)) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== 'payment') return null;
    return service.pageChanged(session.id);
  }
  runEvery(app, {
    name: 'gift payment page sweep',
    intervalMs: 60_000,
    run: async () => {
      const settled = await service.sweep();
      if (settled > 0) app.log.info({ settled }, 'settled expired gift payment pages');
    },
  });
};
