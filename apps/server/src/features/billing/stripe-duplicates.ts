import type Stripe from 'stripe';
import type { BillingEvent } from './provider';
import type { BillingRepository } from './repository';

const LIVE = ['active', 'trialing', 'past_due'];

/**
 * A second Stripe subscription for a member who already holds a live one (two Checkout pages
 * paid in two tabs before our webhook arrived) is the superseded one: it is cancelled at Stripe
 * at once, prorated and invoiced now so the unused time is credited back, and stored as
 * cancelled, so it neither grants nor replaces the first. Its payment is still recorded: the
 * money was taken, and the receipt says so.
 */
export async function cancelSupersededSubscription(
  stripe: Stripe,
  repo: BillingRepository,
  event: BillingEvent,
): Promise<BillingEvent> {
  if (event.type === 'subscription.deleted') return event;
  const incoming = event.subscription;
  if (incoming.provider !== 'stripe' || !LIVE.includes(incoming.status)) return event;
  const first = await repo.otherLiveSubscription(incoming.userId, incoming.providerSubscriptionId);
  if (!first) return event;
  await stripe.subscriptions.cancel(incoming.providerSubscriptionId, {
    prorate: true,
    invoice_now: true,
  });
  return { ...event, subscription: { ...incoming, status: 'canceled', cancelAtPeriodEnd: false } };
}
