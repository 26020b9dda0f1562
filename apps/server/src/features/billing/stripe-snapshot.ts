import type Stripe from 'stripe';
import { z } from 'zod';
import { PaidTier } from '@fanclub/shared/schemas/billing';
import type { PaidTier as Tier, SubscriptionSnapshot, SubscriptionStatus } from './provider';

export type StripePrices = Record<Tier, string>;

/**
 * What we put in a subscription's metadata, read back with zod because the dashboard can edit it;
 * each field is checked on its own, so one bad value does not hide the others.
 */
const Metadata = z.object({
  userId: z.string().min(1).optional().catch(undefined),
  tier: PaidTier.optional().catch(undefined),
  // A downgrade keeps the dearer tier, already paid for, until this unix time (see stripe-provider.ts).
  keepTier: PaidTier.optional().catch(undefined),
  keepTierUntil: z.coerce.number().int().optional().catch(undefined),
});

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'visa' -> 'Visa', as our pages print a card. */
export const brandName = (brand: string) => BRANDS[brand] ?? brand;

export const idOf = (value: string | { id: string }) =>
  typeof value === 'string' ? value : value.id;

export function tierForPrice(prices: StripePrices, priceId: string | undefined): Tier | undefined {
  if (priceId === prices.vip) return 'vip';
  if (priceId === prices.fanplus) return 'fanplus';
  return undefined;
}

/**
 * Stripe has more states than we keep. Those without access become `incomplete` when they can
 * still turn active (unpaid, paused) and `canceled` when final (incomplete_expired).
 */
const STATUSES: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  unpaid: 'incomplete',
  paused: 'incomplete',
  incomplete_expired: 'canceled',
};

/** Since API version 2025-03-31 the billing period lives on each item, earlier on the subscription. */
function periodOf(sub: Stripe.Subscription): { start: Date; end: Date } {
  const item = sub.items.data[0];
  const legacy = sub as Stripe.Subscription & {
    current_period_start?: number;
    current_period_end?: number;
  };
  const start = item?.current_period_start ?? legacy.current_period_start ?? sub.start_date;
  const end = item?.current_period_end ?? legacy.current_period_end ?? start;
  return { start: new Date(start * 1000), end: new Date(end * 1000) };
}

function cardOf(sub: Stripe.Subscription): SubscriptionSnapshot['card'] {
  const method = sub.default_payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: brandName(method.card.brand), last4: method.card.last4 };
}

/**
 * Our snapshot of a subscription as Stripe reports it now. Undefined when it is not one of ours
 * (no member id, or a price we do not sell), so such events are acknowledged and ignored.
 */
export function snapshotFromStripe(
  sub: Stripe.Subscription,
  prices: StripePrices,
  fallbackUserId: string | null = null,
): SubscriptionSnapshot | undefined {
  const metadata = Metadata.parse(sub.metadata ?? {});
  const userId = metadata.userId ?? fallbackUserId;
  // When STRIPE_PRICE_* change, existing members keep their old price; the tier our checkout
  // wrote into the metadata still names their plan.
  const priceTier = tierForPrice(prices, sub.items.data[0]?.price.id) ?? metadata.tier;
  if (!userId || !priceTier) return undefined;
  const period = periodOf(sub);
  const keep =
    metadata.keepTier &&
    metadata.keepTierUntil !== undefined &&
    period.end.getTime() <= metadata.keepTierUntil * 1000;
  return {
    provider: 'stripe',
    providerSubscriptionId: sub.id,
    providerCustomerId: idOf(sub.customer),
    userId,
    tier: keep && metadata.keepTier ? metadata.keepTier : priceTier,
    status: STATUSES[sub.status] ?? 'incomplete',
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    // Newer portals and API versions may express "cancel at period end" as a cancel_at date.
    cancelAtPeriodEnd:
      sub.cancel_at_period_end ||
      (typeof sub.cancel_at === 'number' && sub.cancel_at * 1000 <= period.end.getTime()),
    card: cardOf(sub),
  };
}
