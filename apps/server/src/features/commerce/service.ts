import type { Order, OrderBody, OrderCreated, PricedCart } from '@fanclub/shared/schemas/commerce';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { OfferQuote } from '@fanclub/shared/schemas/offers';
import type { StoredCartLine } from '../../db/schema/commerce';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import { capQuantities, mergeLines, overCap, priceLines } from './cart-lines';
import type { CommerceRepository } from './repository';
import type { SettlementService } from './settlement';
import type { IdempotentCheckout } from './idempotency';
import { requestHash } from './idempotency';
import { isUuid } from '../../lib/ids';
import { resolveLines, tooMany } from './order-lines';
import { checkDrops, droppable, dropsIn } from './drop-rules';
import { orderState } from './order-view';
import { placeOrder } from './place-order';
import type { PlaceOrderDeps } from './place-order';

export interface OrderDeps extends PlaceOrderDeps {
  settlement: SettlementService;
  once: IdempotentCheckout;
}

/** The saved cart and merch orders. Prices, stock and the discount always come from the database. */
export function orderService(deps: OrderDeps) {
  const { repo, settlement, once } = deps;
  // A confirmation page polls while a payment is pending; the provider is asked at most every few seconds per order.
  const askedAt = new Map<string, number>();
  function askProvider(orderId: string): boolean {
    const at = Date.now();
    if (at - (askedAt.get(orderId) ?? 0) < 3_000) return false;
    askedAt.set(orderId, at);
    if (askedAt.size > 10_000) askedAt.clear();
    return true;
  }

  const priced = async (viewer: Viewer) =>
    priceLines(
      await resolveLines(repo, await repo.cart(viewer.userId), false),
      viewer.subscriptionTier,
    );

  return {
    cart: priced,

    /** The discount code on the member's saved cart, priced as checkout will price it. */
    async checkCode(viewer: Viewer, code: string): Promise<OfferQuote> {
      // An empty cart is checked too (0 off): the code's own rules still answer.
      const cart = await priced(viewer);
      const buyer = { userId: viewer.userId, tier: viewer.subscriptionTier };
      const quote = await deps.offers.quote(buyer, code, 'merch', cart.totalCents);
      return {
        ...quote,
        amountCents: cart.totalCents,
        totalCents: cart.totalCents - quote.discountCents,
      };
    },

    /** Replaces the cart. Duplicate lines are folded together with the shared rule. */
    async replaceCart(viewer: Viewer, lines: StoredCartLine[]): Promise<PricedCart> {
      const resolved = await resolveLines(repo, lines, true);
      const merged = mergeLines([], lines);
      if (overCap(merged)) throw tooMany(merged);
      // A drop may only be added by whom and when it allows (drop-rules.ts); keeping it is fine.
      if (dropsIn(resolved).size > 0)
        await checkDrops(viewer, resolved, repo.boughtOf, { kept: await repo.cart(viewer.userId) });
      await repo.saveCart(viewer.userId, merged);
      return priced(viewer);
    },

    /** Guest lines join the saved cart; lines the shop no longer sells are skipped, not refused. */
    async mergeCart(viewer: Viewer, guest: StoredCartLine[]): Promise<PricedCart> {
      const current = await repo.cart(viewer.userId);
      // A guest's drop lines this member may not add are skipped like lines no longer sold.
      const known = await droppable(
        viewer,
        await resolveLines(repo, guest, false),
        current,
        repo.boughtOf,
      );
      const added = known.map(({ productId, colour, size, quantity }) => ({
        productId,
        colour,
        size,
        quantity,
      }));
      await repo.saveCart(viewer.userId, capQuantities(mergeLines(current, added)));
      return priced(viewer);
    },

    /** `idempotencyKey`: the same key again returns the first order's answer (idempotency.ts). */
    /** `locale`: the buyer's language (their setting, else the browser's), kept for the mails. */
    place(
      viewer: Viewer | null,
      body: OrderBody,
      locale: Locale,
      idempotencyKey?: string,
    ): Promise<OrderCreated> {
      const hash = requestHash('order', body);
      return once(
        idempotencyKey,
        { viewer, email: body.email },
        hash,
        () => placeOrder(deps, viewer, body, locale, idempotencyKey ?? null, hash),
        async (prior) => prior,
      );
    },

    async list(viewer: Viewer): Promise<Order[]> {
      return (await repo.orders({ userId: viewer.userId })).map(toOrder);
    },

    /**
     * Only the buyer (signed in, or holding the order's key from the confirmation link) sees an
     * order; anyone else, and a malformed id, gets the same 404. A pending hosted order is first
     * checked with the provider, so the confirmation page does not wait on a slow webhook.
     */
    async get(viewer: Viewer | null, id: string, key: string | undefined): Promise<Order> {
      if (!isUuid(id)) throw new HttpError(404, 'Order not found');
      const scope =
        key !== undefined && settlement.keyOpens(id, key)
          ? { orderId: id }
          : viewer
            ? { userId: viewer.userId, orderId: id }
            : null;
      const find = async () => (scope ? (await repo.orders(scope))[0] : undefined);
      let found = await find();
      if (!found) throw new HttpError(404, 'Order not found');
      if (found.order.status === 'pending' && found.order.checkoutSessionId && askProvider(id)) {
        await settlement.reconcile(id);
        found = (await find()) ?? found;
      }
      return toOrder(found);
    },
  };
}
export type OrderService = ReturnType<typeof orderService>;

type OrderRow = Awaited<ReturnType<CommerceRepository['orders']>>[number];

function toOrder({ order, items }: OrderRow): Order {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    ...orderState(order),
    card:
      order.cardBrand && order.cardLast4
        ? { brand: order.cardBrand, last4: order.cardLast4 }
        : null,
    items: items.map((i) => ({
      kind: i.kind,
      productId: i.productId,
      eventId: i.eventId,
      name: i.name,
      colour: i.colour,
      size: i.size,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
    })),
  };
}
