// What to draw: our own card form (demo provider), nothing since the payment provider's hosted
// page (Stripe Checkout) takes the card, or a notice (no provider set up: pay buttons are
// disabled). Only the drawing depends on it; the body sent is the same in every mode
// (card-details.ts, paymentPayload).
import { queryOptions, useQuery } from '@tanstack/react-query';
// Types only: a runtime import of the schema module would pull zod into the browser bundle.
import type { CheckoutOptions } from '@fanclub/shared/schemas/commerce';
import { api } from '../api-client';

const checkoutOptionsQuery = queryOptions({
  queryKey: ['checkout-options'] as const,
  queryFn: ({ signal }) => api.get<CheckoutOptions>('/api/checkout-options', signal),
  // A server setting: it only changes with a restart.
  staleTime: Infinity,
});

/** True: show the card fields. False: the card is entered on the provider's page. Undefined while loading. */
export function useCardForm(): boolean | undefined {
  return useQuery(checkoutOptionsQuery).data?.cardForm;
}

/** False when the server has no payment provider (paid actions answer 503). Undefined while loading. */
export function usePaymentsEnabled(): boolean | undefined {
  return useQuery(checkoutOptionsQuery).data?.paymentsEnabled;
}

/**
 * How this installation takes money, for texts that describe it: our card form (demo provider),
 * the provider's hosted page (Stripe Checkout, which also offers the wallets a device supports),
 * or not at all. Undefined while loading.
 */
export function usePaymentMode(): 'card-form' | 'hosted-page' | 'off' | undefined {
  const data = useQuery(checkoutOptionsQuery).data;
  if (!data) return undefined;
  if (!data.paymentsEnabled) return 'off';
  return data.cardForm ? 'card-form' : 'hosted-page';
}

/** Our confirmation page is navigated to; the provider's page is another site, so the browser goes there. */
export function isProviderPage(url: string): boolean {
  return /^https?:\/\//.test(url);
}
