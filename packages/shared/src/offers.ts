// Discount codes' rules and price math (issue 33), in one place: the web shows what these say
// and the server, which always reprices, charges it. Amounts are integer cents.
import { tierLabel } from './labels';
import type { Tier } from './roles';

export const OFFER_KINDS = ['merch', 'subscription'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_EXPIRED = 'This discount code has expired.';
export const OFFER_UNKNOWN = 'This discount code is not valid.';
export const OFFER_USED_UP = 'This discount code has been used up.';
export const OFFER_USED_BY_YOU = 'You have already used this discount code.';
export const OFFER_FIRST_TIME = 'This discount code is for first-time members only.';
export const OFFER_STACKING = 'Only one discount code can be used at a time.';
export const OFFER_SIGN_IN = 'Please sign in to use a discount code.';
export const OFFER_WRONG_KIND: Record<OfferKind, string> = {
  merch: 'This discount code is for merch, not memberships.',
  subscription: 'This discount code is for memberships, not merch.',
};

/** The rules of one code, as stored. Exactly one of percentOff and amountOffCents is set. */
export interface OfferRules {
  kind: OfferKind;
  percentOff: number | null;
  amountOffCents: number | null;
  minBasketCents: number | null;
  expiresAt: Date | null;
  maxUses: number | null;
  maxUsesPerMember: number | null;
  tier: Tier | null;
  firstTimeOnly: boolean;
  disabled: boolean;
}

/** Who asks and for what: the amount the code would come off (after the VIP merch price). */
export interface OfferBasket {
  kind: OfferKind;
  amountCents: number;
  tier: Tier | null;
  now: Date;
  usesTotal: number;
  usesByMember: number;
  /** Never subscribed before (for first-time-only subscription codes). */
  firstTime: boolean;
}

/** Codes are case-insensitive: kept and compared upper-case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Two codes typed in one field ("A, B") are stacking, refused by name rather than "not valid". */
export const isStacked = (code: string) => /[\s,;+]/.test(code.trim());

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Why this code does not apply to this basket, or null when it does. */
export function offerProblem(rules: OfferRules, basket: OfferBasket): string | null {
  if (rules.disabled) return OFFER_UNKNOWN;
  if (rules.kind !== basket.kind) return OFFER_WRONG_KIND[rules.kind];
  if (rules.expiresAt && rules.expiresAt.getTime() <= basket.now.getTime()) return OFFER_EXPIRED;
  if (rules.maxUses !== null && basket.usesTotal >= rules.maxUses) return OFFER_USED_UP;
  if (rules.maxUsesPerMember !== null && basket.usesByMember >= rules.maxUsesPerMember)
    return OFFER_USED_BY_YOU;
  if (rules.tier && rules.tier !== basket.tier)
    return `This discount code is for ${tierLabel(rules.tier)} members only.`;
  if (rules.firstTimeOnly && !basket.firstTime) return OFFER_FIRST_TIME;
  if (rules.minBasketCents !== null && basket.amountCents < rules.minBasketCents)
    return `This discount code needs a basket of at least ${dollars(rules.minBasketCents)}.`;
  return null;
}

/**
 * `percent`% of `amountCents` to the nearest cent, a half cent rounded up (in the buyer's
 * favour, as the VIP merch price rounds, cart.ts). Integer arithmetic, so no floating-point
 * drift (15% of 3490 is 523.5 exactly, 524).
 *
 * Stripe applies a membership code itself (a percent_off coupon, ADR 038), so what we show must
 * be what it charges. Stripe rounds to the nearest cent (its fees: support.stripe.com "What rules
 * do you use for rounding Stripe fees?", 0.025 -> 0.03; a percent-off price: TryGhost/Ghost#26503,
 * 20% off $5.99 billed $4.79); how it breaks an exact half cent on a coupon is not documented. At
 * our plan prices no whole percentage depends on that: the only exact half cents are at 50%
 * (499.5 and 999.5), which half-up and half-to-even both take up (offer-rounding.test.ts checks
 * every plan price and percentage). Merch codes never reach Stripe as a percentage: the order's
 * total, computed here, is the page's one line.
 */
export function percentOfCents(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

/**
 * Cents off `amountCents`: a percentage to the nearest cent (`percentOfCents`; the demo and
 * Stripe charge the same), or a fixed amount; never more than the amount itself.
 */
export function offerDiscountCents(
  rules: Pick<OfferRules, 'percentOff' | 'amountOffCents'>,
  amountCents: number,
): number {
  const off =
    rules.percentOff !== null
      ? percentOfCents(amountCents, rules.percentOff)
      : (rules.amountOffCents ?? 0);
  return Math.max(0, Math.min(amountCents, off));
}

/** How a code's discount reads: "20% off" or "$5.00 off", with "for 3 months" on memberships. */
export function offerLabel(
  rules: Pick<OfferRules, 'percentOff' | 'amountOffCents'> & { months?: number | null },
): string {
  const off =
    rules.percentOff !== null
      ? `${rules.percentOff}% off`
      : `${dollars(rules.amountOffCents ?? 0)} off`;
  if (!rules.months) return off;
  return `${off} for ${rules.months} month${rules.months === 1 ? '' : 's'}`;
}
