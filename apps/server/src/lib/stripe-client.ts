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
