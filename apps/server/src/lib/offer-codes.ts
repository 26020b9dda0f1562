// Discount codes as the offers feature knows them, lent to the shop and billing: one feature may
// not import another, so offers provides them here at start-up and the checkouts only call them.
import type { OfferKind } from '@fanclub/shared/offers';
import type { Tier } from '@fanclub/shared/roles';

export interface OfferBuyer {
  userId: string;
  tier: Tier | null;
}

/** A code that applies: what it takes off `amountCents` (already the member's price). */
export interface OfferApplied {
  code: string;
  label: string;
  discountCents: number;
  /** Memberships: for how many billing periods. */
  months: number | null;
  percentOff: number | null;
  amountOffCents: number | null;
}

export interface OfferRedeemed extends OfferApplied {
  /** Kept with a payment page that may expire unpaid, to give the use back then (`release`). */
  redemptionId: string;
  /** Gives the use back when the checkout that took it fails. */
  release(): Promise<void>;
}

export interface OfferCodes {
  /** The code's discount for this buyer and amount; a code that does not apply is a 400 saying why. */
  quote(
    buyer: OfferBuyer,
    code: string,
    kind: OfferKind,
    amountCents: number,
  ): Promise<OfferApplied>;
  /** Takes one use, race-safe; the same rules as `quote`, checked again under the code's lock. */
  redeem(
    buyer: OfferBuyer,
    code: string,
    kind: OfferKind,
    amountCents: number,
  ): Promise<OfferRedeemed>;
  /**
   * `redeem` for a payment page paid later (Stripe Checkout): the use is held, counting against
   * the limits at once, and becomes a use at `confirm` or goes back at `release`.
   */
  hold(
    buyer: OfferBuyer,
    code: string,
    kind: OfferKind,
    amountCents: number,
  ): Promise<OfferRedeemed>;
  /** The held use's payment was confirmed (the webhook): it is counted as used; once only. */
  confirm(redemptionId: string): Promise<void>;
  /** Gives back a use or hold taken earlier, by its id (a page that expired unpaid); once only. */
  release(redemptionId: string): Promise<void>;
}

/** Filled by offers at start-up; until then no code applies. */
export function offerCodesSlot(): OfferCodes & { provide(impl: OfferCodes): void } {
  let impl: OfferCodes | null = null;
  const off = (): never => {
    throw new Error('offer codes used before the offers feature started');
  };
  return {
    provide(next) {
      impl = next;
    },
    quote: (buyer, code, kind, amount) => (impl ? impl.quote(buyer, code, kind, amount) : off()),
    redeem: (buyer, code, kind, amount) => (impl ? impl.redeem(buyer, code, kind, amount) : off()),
    hold: (buyer, code, kind, amount) => (impl ? impl.hold(buyer, code, kind, amount) : off()),
    confirm: (redemptionId) => (impl ? impl.confirm(redemptionId) : off()),
    release: (redemptionId) => (impl ? impl.release(redemptionId) : off()),
  };
}
