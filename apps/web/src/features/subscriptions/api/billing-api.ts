// Billing calls. The server owns prices, the payment provider (demo or Stripe) and the member's
// tier; the browser names a tier, sends the card form (demo only) and follows the URL it gets back.
import { queryOptions } from '@tanstack/react-query';
// Types only: a runtime import of the schema module would pull zod into the browser bundle.
import type {
  CardDetails,
  CheckoutSessionState,
  SubscriptionDetails,
} from '@fanclub/shared/schemas/billing';
import type { OfferQuote } from '@fanclub/shared/schemas/offers';
import type { Tier } from '@fanclub/shared/roles';
import { api, ApiError } from '../../../lib/api-client';

export type { CheckoutSessionState, SubscriptionDetails };
export type PaidTier = Exclude<Tier, 'free'>;
/** The /auth payment form (spec section 3), as the server's CardDetails schema reads it. */
export type CardCheckoutDetails = CardDetails;
export type CardUpdateDetails = Pick<CardDetails, 'cardNumber' | 'expDate' | 'cvc' | 'zipCode'>;

export interface RedirectResponse {
  /** Where to continue: our /auth, /payment-success or /manage-subscription, or a Stripe page. */
  url: string;
}

const encode = encodeURIComponent;

export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  checkoutSession: (id: string) => [...billingKeys.all, 'checkout-session', id] as const,
};

/**
 * Starts a checkout from the plan list, or changes the plan of an existing subscription. With
 * Stripe our checkout step sends the member's discount code too: the server checks and holds it,
 * and Stripe's page opens with its coupon.
 */
export function startCheckout(
  tier: PaidTier,
  discountCode: string | null = null,
): Promise<RedirectResponse> {
  return api.post<RedirectResponse>('/api/billing/checkout', {
    tier,
    ...(discountCode ? { discountCode } : {}),
  });
}

/** The /auth card form (demo provider): pays right away and answers with /payment-success. */
export function payWithCard(
  tier: PaidTier,
  details: CardCheckoutDetails,
  discountCode: string | null = null,
): Promise<RedirectResponse> {
  return api.post<RedirectResponse>('/api/billing/checkout', {
    tier,
    paymentMethod: 'card',
    ...details,
    ...(discountCode ? { discountCode } : {}),
  });
}

/** Would this membership code apply to this plan for me? The server's price (400 saying why not). */
export function checkPlanCode(plan: PaidTier, code: string): Promise<OfferQuote> {
  return api.post<OfferQuote>('/api/offers/check', { plan, code });
}

/** Choosing Free on the plan list: the paid plan ends at the end of the period already paid for. */
export function downgradeToFree(): Promise<SubscriptionDetails> {
  return api.post<SubscriptionDetails>('/api/billing/downgrade');
}

export function cancelSubscription(): Promise<SubscriptionDetails> {
  return api.post<SubscriptionDetails>('/api/billing/cancel');
}

export function resumeSubscription(): Promise<SubscriptionDetails> {
  return api.post<SubscriptionDetails>('/api/billing/resume');
}

/** A cheaper plan starts at renewal; the server never cuts paid-for access short. */
export function changePlan(tier: Tier): Promise<SubscriptionDetails> {
  return api.post<SubscriptionDetails>('/api/billing/change-plan', { tier });
}

/** Stripe's customer portal, where the stored card is changed. */
export function openBillingPortal(): Promise<RedirectResponse> {
  return api.post<RedirectResponse>('/api/billing/portal');
}

/** Demo provider only: replace the stored card. */
export function updatePaymentMethod(card: CardUpdateDetails): Promise<SubscriptionDetails> {
  return api.post<SubscriptionDetails>('/api/billing/payment-method', { ...card });
}

/** The printable receipt page; opened in a new tab, so it is a URL rather than a fetch. */
export function receiptUrl(sessionId: string): string {
  return `/api/billing/receipts/${encode(sessionId)}`;
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => api.get<SubscriptionDetails>('/api/billing/subscription', signal),
  });

/**
 * The server's word on one checkout. While `poll` is on it is asked again every second until the
 * payment is complete and paid, because a provider's confirmation can arrive after the redirect.
 */
export const checkoutSessionQueryOptions = (id: string, poll: boolean) =>
  queryOptions({
    queryKey: billingKeys.checkoutSession(id),
    queryFn: ({ signal }) =>
      api.get<CheckoutSessionState>(`/api/billing/checkout-sessions/${encode(id)}`, signal),
    retry: false,
    refetchInterval: (query) =>
      poll && !isConfirmed(query.state.data) && !isFinal(query.state.error) ? 1_000 : false,
  });

/** A 4xx (not signed in, not this member's checkout) will not change by asking again. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function isConfirmed(state: CheckoutSessionState | undefined): boolean {
  return state?.status === 'complete' && state.paymentStatus === 'paid';
}
