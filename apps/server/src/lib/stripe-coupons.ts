import Stripe from 'stripe';

/** A membership discount as Stripe needs it: a percentage or an amount, for some monthly invoices. */
export interface CouponTerms {
  /** What Stripe's invoices and dashboard call it: the code, or "Retention offer". */
  name: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** Monthly invoices it covers: 1 is Stripe's `once`, more is `repeating`, null is `forever`. */
  months: number | null;
}

/**
 * The coupon's id is made from its name and terms, so each code (or retention setting) has one
 * Stripe coupon reused by every checkout, and a code recreated with other terms gets another one
 * rather than the old terms (ADR 038). Ids allow letters, digits, `_` and `-`.
 */
export function couponId(terms: CouponTerms): string {
  const off = terms.percentOff !== null ? `${terms.percentOff}pct` : `${terms.amountOffCents}c`;
  const slug = terms.name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40);
  return `fanclub-${slug}-${off}-${terms.months === null ? 'forever' : `${terms.months}m`}`;
}

const duration = (months: number | null) =>
  months === null
    ? { duration: 'forever' as const }
    : months === 1
      ? { duration: 'once' as const }
      : { duration: 'repeating' as const, duration_in_months: months };

const missing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

/**
 * The Stripe coupon for these terms, created the first time it is needed. Two processes creating
 * it at once: the loser's create is refused as a duplicate id and it reads the winner's.
 */
export async function ensureCoupon(stripe: Stripe, terms: CouponTerms): Promise<string> {
  const id = couponId(terms);
  try {
    return (await stripe.coupons.retrieve(id)).id;
  } catch (error) {
    if (!missing(error)) throw error;
  }
  try {
    const coupon = await stripe.coupons.create({
      id,
      name: terms.name,
      ...(terms.percentOff !== null
        ? { percent_off: terms.percentOff }
        : { amount_off: terms.amountOffCents ?? 0, currency: 'usd' }),
      ...duration(terms.months),
      metadata: { source: 'fanclub' },
    });
    return coupon.id;
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'resource_already_exists'
    )
      return (await stripe.coupons.retrieve(id)).id;
    throw error;
  }
}
