import type Stripe from 'stripe';
import { cardOfPaymentIntent } from '../../lib/stripe-client';
import type { HostedCheckout, HostedOutcome } from './payments';

/** Stripe Checkout in payment mode: Stripe hosts the card form; we only ever see brand and last 4. */
export function stripeHostedCheckout(stripe: Stripe): HostedCheckout {
  return {
    async open({ orderId, email, lines, successUrl, cancelUrl, expiresAt }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: email,
          client_reference_id: orderId,
          line_items: lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: 'usd',
              unit_amount: line.unitAmountCents,
              product_data: { name: line.name },
            },
          })),
          metadata: { orderId },
          payment_intent_data: { metadata: { orderId } },
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        },
        // A retried create (network blip) must not open a second page for the same order.
        { idempotencyKey: `order-${orderId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    async read(sessionId): Promise<HostedOutcome> {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['payment_intent.payment_method'],
      });
      if (session.status === 'complete' && session.payment_status !== 'unpaid')
        return { state: 'paid', card: cardOfPaymentIntent(session.payment_intent) };
      if (session.status === 'expired' || !session.url) return { state: 'expired' };
      return { state: 'open', url: session.url };
    },

    async expire(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
  };
}
