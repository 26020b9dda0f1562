import type Stripe from 'stripe';
import { planById } from '@fanclub/shared/plans';
import type { BillingEvent, PaymentRecord, SubscriptionSnapshot } from './provider';
import type { StripePrices } from './stripe-snapshot';
import { idOf, snapshotFromStripe } from './stripe-snapshot';

type Ref = string | { id: string };

const planName = (s: SubscriptionSnapshot) => planById(s.tier)?.name ?? s.tier;

function payment(
  s: SubscriptionSnapshot,
  amountCents: number,
  description: string,
  checkoutSessionId: string | null,
): PaymentRecord {
  return {
    userId: s.userId,
    amountCents,
    description,
    checkoutSessionId,
    providerSubscriptionId: s.providerSubscriptionId,
    card: s.card,
  };
}

/** API versions before 2025-03-31 name an invoice's subscription at the top level. */
function invoiceSubscription(invoice: Stripe.Invoice): Ref | null {
  const legacy = invoice as Stripe.Invoice & { subscription?: Ref | null };
  return invoice.parent?.subscription_details?.subscription ?? legacy.subscription ?? null;
}

/**
 * Turns a verified Stripe event into our BillingEvent. The subscription is re-read from Stripe,
 * never taken from the payload, so an old event delivered late applies today's state and cannot
 * roll a member back. Null: a type we do not act on, or a subscription that is not ours.
 */
export async function billingEventFromStripe(
  stripe: Stripe,
  prices: StripePrices,
  event: Stripe.Event,
): Promise<BillingEvent | null> {
  const reread = async (subscription: Ref, fallbackUserId: string | null = null) =>
    snapshotFromStripe(
      await stripe.subscriptions.retrieve(idOf(subscription), {
        expand: ['default_payment_method'],
      }),
      prices,
      fallbackUserId,
    );

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode !== 'subscription' || !session.subscription) return null;
      const subscription = await reread(session.subscription, session.client_reference_id);
      if (!subscription) return null;
      // With a delayed payment method the money is not in yet: keep the session open (the
      // success page keeps waiting) until async_payment_succeeded arrives.
      if (session.payment_status === 'unpaid')
        return { id: event.id, type: 'subscription.updated', subscription, payment: null };
      // The first invoice is recorded here, with the session, so the success page's receipt works.
      const first =
        session.payment_status === 'paid'
          ? payment(
              subscription,
              session.amount_total ?? 0,
              `${planName(subscription)} membership, first month`,
              session.id,
            )
          : null;
      return {
        id: event.id,
        type: 'checkout.completed',
        checkoutSessionId: session.id,
        subscription,
        payment: first,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const subscription = await reread(event.data.object);
      return subscription
        ? { id: event.id, type: 'subscription.updated', subscription, payment: null }
        : null;
    }
    case 'customer.subscription.deleted':
      // Canceled is final in Stripe, so there is nothing newer to re-read.
      return {
        id: event.id,
        type: 'subscription.deleted',
        provider: 'stripe',
        providerSubscriptionId: event.data.object.id,
      };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const ref = invoiceSubscription(invoice);
      if (!ref) return null;
      const subscription = await reread(ref);
      if (!subscription) return null;
      // The subscription's first invoice was already recorded with its checkout session.
      const counted = invoice.billing_reason === 'subscription_create' || invoice.amount_paid <= 0;
      const what =
        invoice.billing_reason === 'subscription_cycle' ? 'renewal' : 'plan change (prorated)';
      return {
        id: event.id,
        type: 'subscription.updated',
        subscription,
        payment: counted
          ? null
          : payment(
              subscription,
              invoice.amount_paid,
              `${planName(subscription)} membership, ${what}`,
              null,
            ),
      };
    }
    default:
      return null;
  }
}
