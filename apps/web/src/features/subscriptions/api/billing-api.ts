// Billing calls. The server owns prices and the payment provider (demo or Stripe); the browser
// only names the tier and follows the URL the server hands back.
import { queryOptions } from '@tanstack/react-query';
import type { Tier } from '@fanclub/shared/roles';
import { api, ApiError } from '../../../lib/api-client';

export type PaidTier = Exclude<Tier, 'free'>;

export interface RedirectResponse {
  /** Where to continue: the provider's hosted page, or our /payment-success or /payment-cancelled. */
  url: string;
}

export interface CardCheckoutDetails {
  email: string;
  fullName: string;
  cardNumber: string;
  expDate: string;
  cvc: string;
  zipCode: string;
  country: string;
}

export interface SubscriptionDetails {
  tier: Tier;
  status: 'active' | 'past_due' | 'canceled' | 'none';
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export type WalletMethod = 'apple_pay' | 'google_pay';

/** Starts a checkout for a paid tier from the plan list; the server answers with where to go next. */
export function startCheckout(tier: PaidTier): Promise<RedirectResponse> {
  return api.post<RedirectResponse>('/api/billing/checkout', { tier });
}

/** The /auth card form. With the demo provider the test cards go to our server; Stripe swaps this for its own fields. */
export function payWithCard(tier: PaidTier, details: CardCheckoutDetails): Promise<RedirectResponse> {
  return api.post<RedirectResponse>('/api/billing/checkout', { tier, paymentMethod: 'card', ...details });
}

export function payWithWallet(tier: PaidTier, method: WalletMethod): Promise<RedirectResponse> {
  return api.post<RedirectResponse>('/api/billing/checkout', { tier, paymentMethod: method });
}

export function downgradeToFree(): Promise<unknown> {
  return api.post('/api/billing/downgrade');
}

export function cancelSubscription(): Promise<unknown> {
  return api.post('/api/billing/cancel');
}

/** The provider's page for changing the stored card. */
export function openPaymentMethodPortal(): Promise<RedirectResponse> {
  return api.post<RedirectResponse>('/api/billing/portal', { returnTo: '/manage-subscription' });
}

export function fetchReceipt(sessionId: string): Promise<RedirectResponse> {
  return api.get<RedirectResponse>(`/api/billing/receipts/${encodeURIComponent(sessionId)}`);
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'] as const,
    queryFn: async ({ signal }): Promise<SubscriptionDetails | null> => {
      try {
        return await api.get<SubscriptionDetails>('/api/billing/subscription', signal);
      } catch (error) {
        // No billing record (or no billing service yet) reads as 'nothing scheduled', not as a failure.
        if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
        throw error;
      }
    },
  });
