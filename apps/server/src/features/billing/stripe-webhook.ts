import Stripe from 'stripe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { PaymentEventRelay } from '../../lib/payment-events';
import { applyBillingEvent } from './apply-event-repository';
import { billingRepository } from './repository';
import { cancelSupersededSubscription } from './stripe-duplicates';
import { billingEventFromStripe } from './stripe-events';
import type { StripePrices } from './stripe-snapshot';

/** Stripe's own default: a signed delivery older than five minutes is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const STRIPE_WEBHOOK_PATH = '/api/billing/webhooks/stripe';

function refusal(error: unknown): string {
  if (!(error instanceof Stripe.errors.StripeSignatureVerificationError))
    return 'The body is not a valid Stripe event.';
  if (/tolerance/i.test(error.message))
    return `The Stripe signature is older than ${SIGNATURE_TOLERANCE_SECONDS} seconds; replays are refused.`;
  return 'The Stripe signature is missing or does not match this endpoint.';
}

/**
 * Stripe's webhook: verify, re-read, apply, answer. It carries no session or Origin (app.ts
 * exempts it from the CSRF check); the signature is its authentication. Anything that fails
 * after verification answers 5xx so that Stripe delivers the event again.
 */
export const stripeWebhook: FastifyPluginAsyncZod<{
  stripe: Stripe;
  webhookSecret: string;
  prices: StripePrices;
  others?: PaymentEventRelay;
  /** Gives back the code use an expired subscription Checkout held. */
  releaseOffer?: (redemptionId: string) => Promise<void>;
  /** Counts the code use a paid subscription Checkout held. */
  confirmOffer?: (redemptionId: string) => Promise<void>;
}> = async (app, { stripe, webhookSecret, prices, others, releaseOffer, confirmOffer }) => {
  const repo = billingRepository(app.db);
  // The signature covers the exact bytes sent, so this plugin (encapsulated: only this route)
  // keeps JSON bodies as raw Buffers.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ received: z.literal(true) }) } },
    },
    async (req) => {
      if (!Buffer.isBuffer(req.body))
        throw new HttpError(400, 'The body is not a valid Stripe event.');
      let event: Stripe.Event;
      try {
        // A missing header fails verification like a wrong one.
        event = stripe.webhooks.constructEvent(
          req.body,
          req.headers['stripe-signature'] ?? '',
          webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new HttpError(400, refusal(error));
      }
      // A redelivery is answered without asking Stripe again; applyBillingEvent stays the guard.
      if (await repo.eventRecorded(event.id)) return { received: true as const };
      const billingEvent = await billingEventFromStripe(stripe, prices, event);
      if (billingEvent) {
        // Paid: the code use the page held is counted now. Before the event is recorded, so a
        // failure here is retried by Stripe's redelivery; confirming twice counts once.
        if (billingEvent.type === 'checkout.completed') {
          const held = await repo.checkoutSessionRedemption(billingEvent.checkoutSessionId);
          if (held) await confirmOffer?.(held);
        }
        const result = await applyBillingEvent(
          app.db,
          await cancelSupersededSubscription(stripe, repo, billingEvent),
        );
        req.log.info(
          { stripeEventId: event.id, stripeEventType: event.type, result },
          'stripe event applied',
        );
      } else if (
        event.type === 'checkout.session.expired' &&
        event.data.object.mode === 'subscription'
      ) {
        // A membership page left unpaid: closed here too, and its code's use given back (once:
        // only the open -> expired update returns the row).
        const closed = await repo.expireCheckoutSession(event.data.object.id);
        if (closed?.offerRedemptionId) await releaseOffer?.(closed.offerRedemptionId);
      } else {
        // Not a membership event: one-off order payments are settled by the shop.
        await others?.dispatch(event);
      }
      return { received: true as const };
    },
  );
};
