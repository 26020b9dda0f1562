import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { runEvery } from '../../lib/every';
import type { PaymentEventRelay } from '../../lib/payment-events';
import type { SettlementService } from './settlement';

/** Checkout events about a one-off payment page; anything else on the relay is not ours. */
const PAGE_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

const SWEEP_INTERVAL_MS = 60_000;

/**
 * What settles hosted payment pages outside a request: Stripe's events, and a sweep for lost ones.
 * Started only when Stripe's pages are configured (plugin.ts).
 */
export function commerceJobs(
  app: FastifyInstance,
  {
    settlement,
    paymentEvents,
  }: { settlement: SettlementService; paymentEvents?: PaymentEventRelay },
): void {
  paymentEvents?.handle(async (event: Stripe.Event) => {
    if (!PAGE_EVENTS.has(event.type)) return;
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== 'payment') return;
    const result = await settlement.pageChanged(session.id);
    app.log.info(
      { stripeEventId: event.id, stripeEventType: event.type, result },
      'order payment event',
    );
  });
  // Settles pages whose event never arrived (lost delivery, endpoint misconfigured); safe in every process at once.
  runEvery(app, {
    name: 'payment page sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    run: async () => {
      const settled = await settlement.sweep();
      if (settled > 0) app.log.info({ settled }, 'settled expired payment pages');
    },
  });
}
