import type { Tier } from '@fanclub/shared/roles';
import type { CardDetails, CheckoutBody } from '@fanclub/shared/schemas/billing';

export type PaidTier = Exclude<Tier, 'free'>;
export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete';

/** The provider's current view of one subscription: events carry it whole, never a delta. */
export interface SubscriptionSnapshot {
  provider: 'demo' | 'stripe';
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  userId: string;
  tier: PaidTier;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  card: { brand: string; last4: string } | null;
}

export interface PaymentRecord {
  userId: string;
  amountCents: number;
  description: string;
  checkoutSessionId: string | null;
  providerSubscriptionId: string | null;
  card: { brand: string; last4: string } | null;
}

/**
 * What both providers emit into the one handler (apply-event-repository.ts). Each has the provider's
 * unique event id, so a redelivered event is recognised and applied only once.
 */
export type BillingEvent =
  | {
      id: string;
      type: 'checkout.completed';
      checkoutSessionId: string;
      subscription: SubscriptionSnapshot;
      payment: PaymentRecord | null;
    }
  | {
      id: string;
      type: 'subscription.updated';
      subscription: SubscriptionSnapshot;
      payment: PaymentRecord | null;
    }
  | {
      id: string;
      type: 'subscription.deleted';
      provider: 'demo' | 'stripe';
      providerSubscriptionId: string;
    };

export interface Member {
  userId: string;
  email: string;
}

export interface CurrentSubscription {
  provider: 'demo' | 'stripe';
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  tier: PaidTier;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export class PaymentDeclinedError extends Error {}

/** A payment already under way, or nothing left to pay for: answered 409, never charged twice. */
export class CheckoutConflictError extends Error {}

/**
 * A way to take money, one per payment mode, chosen once at start-up (plugin.ts): our demo
 * provider (test cards), Stripe, or none (payments not set up). checkout.ts never asks which.
 */
export interface PaymentProvider {
  readonly kind: 'demo' | 'stripe' | 'none';
  /**
   * Refuses, before anything is looked up, a checkout body this mode cannot take: card details
   * where the provider's page takes the card (Stripe, 400), a wallet where only our card form
   * exists (demo, 400), anything at all when payments are off (503).
   */
  acceptCheckout(body: CheckoutBody): void;
  /**
   * Where to send the member to pay for `tier` (our /auth page, or Stripe Checkout), with the
   * discount code already held by checkout.ts on the page (Stripe: as a coupon).
   */
  startCheckout(
    member: Member,
    tier: PaidTier,
    urls: { success: string; cancel: string },
    offer?: HostedMembershipOffer | null,
  ): Promise<{ url: string; checkoutSessionId: string | null }>;
  /**
   * Closes the member's open hosted page, if any, unpaid (and gives back the code use it held)
   * before a code is held for a new one; a page already paid is a CheckoutConflictError.
   * Providers without hosted pages have none.
   */
  closeOpenCheckout?(member: Member): Promise<void>;
  /**
   * Pay right here with a card (demo; the others refuse); returns the completed checkout session
   * id, or null for a plan change that took no money (a downgrade, a resumed plan).
   */
  payWithCard(
    member: Member,
    tier: PaidTier,
    card: CardDetails,
    offer?: MembershipOffer | null,
  ): Promise<{ checkoutSessionId: string | null }>;
  /** Upgrades now (charging the prorated difference) or downgrades at the period end. */
  changePlan(
    member: Member,
    current: CurrentSubscription,
    tier: PaidTier,
  ): Promise<{ checkoutSessionId: string | null }>;
  setCancelAtPeriodEnd(
    member: Member,
    current: CurrentSubscription,
    cancel: boolean,
  ): Promise<void>;
  /** Where the member updates the stored card (Stripe's portal), if the provider has one. */
  portalUrl?(current: CurrentSubscription, returnUrl: string): Promise<string>;
  /**
   * The retention offer accepted: its cut on the member's next invoices (demo: our renewals;
   * Stripe: a coupon on the subscription).
   */
  applyRetentionOffer(
    current: CurrentSubscription,
    offer: { percentOff: number; months: number },
  ): Promise<void>;
  /** Demo only: replace the stored card. */
  updateCard?(
    member: Member,
    current: CurrentSubscription,
    card: Pick<CardDetails, 'cardNumber' | 'expDate' | 'cvc' | 'zipCode'>,
  ): Promise<void>;
}

/** A membership discount code taken at checkout: its cut of the first month and the next ones. */
export interface MembershipOffer {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  months: number;
}

/** A code taken for a hosted checkout: the first month's price after it, and its use to give back. */
export interface HostedMembershipOffer extends MembershipOffer {
  firstMonthCents: number;
  redemptionId: string;
}
