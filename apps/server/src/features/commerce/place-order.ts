// Placing a merch order: the lines, prices and stock come from the database; how it is paid
// (card now, the provider's page, or refused) is the payment mode's (checkout-strategies.ts).
import { normalizeCode, OFFER_SIGN_IN } from '@fanclub/shared/offers';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { OrderBody, OrderCreated } from '@fanclub/shared/schemas/commerce';
import { HttpError } from '../../plugins/errors';
import type { OfferCodes } from '../../lib/offer-codes';
import type { MailMessage } from '../../plugins/mail';
import type { Viewer } from '../../plugins/viewer';
import { mergeLines, overCap, priceLines } from './cart-lines';
import { orderConfirmation } from './mail';
import type { MailNames } from './mail-names';
import { resolveLines, soldOut, tooMany } from './order-lines';
import { checkDrops, checkDropsLocked } from './drop-rules';
import type { CheckoutStrategy } from './payments';
import type { SettlementService } from './settlement';
import type { CommerceRepository, NewOrder, NewOrderItem, Settlement } from './repository';

/** What placing an order uses; the order service's dependencies (service.ts) extend it. */
export interface PlaceOrderDeps {
  repo: CommerceRepository;
  payments: CheckoutStrategy;
  /** Discount codes, lent by the offers feature (../../lib/offer-codes.ts). */
  offers: OfferCodes;
  /** Closes the member's own unpaid orders holding the code they use again (settlement.ts). */
  settlement: Pick<SettlementService, 'supersedeHolds'>;
  /** Best effort: a mail that cannot be sent is logged, never allowed to fail a paid order. */
  mail: (message: MailMessage) => Promise<void>;
  /** The products' names in the buyer's language for their mail. */
  names: MailNames;
}

/**
 * One transaction takes the stock (one conditional UPDATE per line) and writes the order: paid at
 * once (taking the member's cart with it) or pending while the provider's page is open (the cart
 * stays until the provider confirms; settlement.ts).
 */
export async function placeOrder(
  { repo, payments, offers, settlement, mail, names }: PlaceOrderDeps,
  viewer: Viewer | null,
  body: OrderBody,
  locale: Locale,
  idempotencyKey: string | null,
  idempotencyHash: string,
): Promise<OrderCreated> {
  // Members buy their saved cart; only guests' lines come from the request.
  if (!viewer) await resolveLines(repo, body.lines ?? [], true);
  const stored = viewer ? await repo.cart(viewer.userId) : mergeLines([], body.lines ?? []);
  if (overCap(stored)) throw tooMany(stored);
  const lines = await resolveLines(repo, stored, false);
  if (lines.length === 0) throw new HttpError(400, 'Your cart is empty.');
  // Drops first: a member who may not buy one must hear why, not that it is sold out.
  await checkDrops(viewer, lines, repo.boughtOf);
  const short = lines.find((l) => l.stock < l.quantity);
  if (short) throw soldOut(short);
  const cart = priceLines(lines, viewer?.subscriptionTier ?? null);
  const buyer = viewer ? { userId: viewer.userId, tier: viewer.subscriptionTier } : null;
  if (body.discountCode && !buyer)
    throw new HttpError(400, OFFER_SIGN_IN, { discountCode: OFFER_SIGN_IN });
  // A code the member's own unpaid order still holds is theirs to use again: that order is
  // closed first, as a new checkout replaces an abandoned one (its stock is back too).
  if (body.discountCode && buyer)
    await settlement.supersedeHolds(buyer.userId, normalizeCode(body.discountCode), idempotencyKey);
  // The code comes off the member's price (after VIP), checked now and taken when the order is written.
  const offer =
    body.discountCode && buyer
      ? await offers.quote(buyer, body.discountCode, 'merch', cart.totalCents)
      : null;
  const totalCents = cart.totalCents - (offer?.discountCents ?? 0);
  const { recipientName, addressLine1, addressLine2, city, region, shippingZip, country } = body;
  const order: NewOrder = {
    userId: viewer?.userId ?? null,
    email: body.email,
    subtotalCents: cart.subtotalCents,
    discountCents: cart.discountCents,
    offerCode: offer?.code ?? null,
    offerDiscountCents: offer?.discountCents ?? 0,
    totalCents,
    shipping: {
      recipientName,
      addressLine1,
      ...(addressLine2 ? { addressLine2 } : {}),
      city,
      region,
      shippingZip,
      country,
    },
    idempotencyKey,
    idempotencyHash: idempotencyKey ? idempotencyHash : null,
    locale,
  };
  const items: NewOrderItem[] = lines.map((l) => ({
    kind: 'merch',
    productId: l.productId,
    variantId: l.variantId,
    name: l.name,
    colour: l.colour,
    size: l.size,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
  }));
  // Every checkout locks variants in the same order, so two carts can never deadlock.
  const byVariant = [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId));

  // With a discount the provider's page lists the order's total as one line, so the page shows
  // the discounts by name and charges exactly the total we computed.
  const pageLines =
    cart.discountCents > 0 || offer
      ? [
          {
            name: `Fan club merch order (${[
              cart.discountCents > 0 ? `VIP ${cart.discountPercent}% off` : null,
              offer ? `code ${offer.code}` : null,
            ]
              .filter(Boolean)
              .join(', ')})`,
            unitAmountCents: totalCents,
            quantity: 1,
          },
        ]
      : lines.map((l) => ({
          name: `${l.name} (${l.colour}, ${l.size})`,
          unitAmountCents: l.unitPriceCents,
          quantity: l.quantity,
        }));

  return payments.sell({
    payment: body,
    buyerId: viewer?.userId ?? null,
    totalCents,
    description: 'Fan club merch order',
    page: { lines: pageLines, cancelPath: '/cart' },
    write: async (settlement) => {
      // The code's use is taken first (race-safe, offers' own lock) and given back if the order
      // cannot be written. A pending order (Stripe's page) only holds it: the hold counts against
      // the code's limits, becomes a use when the payment is confirmed and goes back if the page
      // dies unpaid (settlement.ts, ADR 038); an order paid now uses it at once.
      const take = settlement.status === 'pending' ? offers.hold : offers.redeem;
      const redeemed =
        offer && buyer ? await take(buyer, offer.code, 'merch', cart.totalCents) : null;
      try {
        // A pending order keeps the use's id, to confirm it when paid or give it back when cancelled.
        const offerRedemptionId = redeemed?.redemptionId ?? null;
        return { orderId: await writeOrder(settlement, offerRedemptionId) };
      } catch (error) {
        await redeemed?.release();
        throw error;
      }
    },
    paidNow: async (orderId, card) =>
      mail(
        orderConfirmation(
          body.email,
          orderId,
          {
            ...cart,
            lines: await names.lines(locale, cart.lines),
            totalCents,
            offer: offer && { code: offer.code, discountCents: offer.discountCents },
          },
          card,
          locale,
        ),
      ),
  });

  async function writeOrder(settlement: Settlement, offerRedemptionId: string | null) {
    return repo.checkout(async (writes) => {
      // A paid order takes the member's cart; a pending one leaves it until the money is in.
      if (
        settlement.status === 'paid' &&
        viewer &&
        !(await writes.takeCart(viewer.userId, stored))
      ) {
        throw new HttpError(
          409,
          'Your cart changed while you were paying. Please check it and try again.',
        );
      }
      await checkDropsLocked(writes, viewer, lines);
      for (const line of byVariant)
        if (!(await writes.takeStock(line.variantId, line.quantity))) throw soldOut(line);
      return writes.insertOrder({ ...order, offerRedemptionId }, items, settlement);
    });
  }
}
