import type Stripe from 'stripe';
import { cardOfPaymentIntent } from '../../lib/stripe-client';

/** How long Stripe's page for a gift stays payable (Stripe's minimum is 30 minutes). */
export const GIFT_PAGE_MS = 60 * 60_000;

export type GiftPageOutcome =
  | { state: 'paid'; card: { brand: string; last4: string } | null }
  | { state: 'open' }
  | { state: 'expired' }
  /** The page was completed but the payment (a bank debit, say) failed afterwards. */
  | { state: 'failed' };

export interface GiftPage {
  open(p: {
    giftId: string;
    email: string;
    name: string;
    amountCents: number;
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
  }): Promise<{ sessionId: string; url: string }>;
  /** What Stripe says about the page now (never the event's payload). */
  read(sessionId: string): Promise<GiftPageOutcome>;
}

/** A gift is paid once on Stripe Checkout in payment mode: no subscription, nothing renews. */
export function stripeGiftPage(stripe: Stripe): GiftPage {
  return {
    async open({ giftId, email, name, amountCents, successUrl, cancelUrl, expiresAt }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: email,
          client_reference_id: giftId,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name } },
            },
          ],
          metadata: { giftId },
          payment_intent_data: { metadata: { giftId } },
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        },
        // A retried create (network blip) must not open a second page for the same gift.
        { idempotencyKey: `gift-${giftId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    async read(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['payment_intent.payment_method'],
      });
      if (session.status === 'complete' && session.payment_status !== 'unpaid')
        return { state: 'paid', card: cardOfPaymentIntent(session.payment_intent) };
      if (session.status === 'expired') return { state: 'expired' };
      // Completed unpaid is an asynchronous payment: 'processing' may still succeed; a payment
      // intent back to needing a payment method (or cancelled) has failed for good.
      if (session.status === 'complete' && paymentFailed(session.payment_intent))
        return { state: 'failed' };
      return { state: 'open' };
    },
  };
}

/** The expanded payment intent of a completed, unpaid page says its payment failed. */
function paymentFailed(intent: Stripe.Checkout.Session['payment_intent']): boolean {
  if (!intent || typeof intent === 'string') return false;
  return intent.status === 'requires_payment_method' || intent.status === 'canceled';
}
