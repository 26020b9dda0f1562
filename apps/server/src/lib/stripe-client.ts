import Stripe from 'stripe';
import type { Config } from '../config';

export type StripeOptions = NonNullable<Config['stripe']>;

/**
 * The one Stripe SDK instance. A short timeout keeps the webhook answering fast when Stripe's
 * API is slow (Stripe retries a delivery we fail); `api` points it at a local fake in tests.
 */
export function createStripeClient(options: StripeOptions): Stripe {
  return new Stripe(options.secretKey, {
    ...(options.api ?? {}),
    timeout: 10_000,
    maxNetworkRetries: 1,
    appInfo: { name: 'fanclub' },
  });
}

/** The card a paid Checkout Session's PaymentIntent was paid with (expanded), brand and last 4 only. */
export function cardOfPaymentIntent(
  intent: string | Stripe.PaymentIntent | null,
): { brand: string; last4: string } | null {
  if (!intent || typeof intent === 'string') return null;
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}
