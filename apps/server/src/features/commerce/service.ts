import { CART_LINE_QUANTITY_MAX } from '@fanclub/shared/limits';
import type {
  HostedOrderBody,
  Order,
  OrderBody,
  OrderCreated,
  PricedCart,
} from '@fanclub/shared/schemas/commerce';
import type { StoredCartLine } from '../../db/schema/commerce';
import type { MailMessage } from '../../plugins/mail';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import type { ResolvedLine } from './cart-lines';
import { capQuantities, mergeLines, overCap, priceLines } from './cart-lines';
import { orderConfirmation } from './mail';
import type { OrderPayments } from './payments';
import type { CommerceRepository, NewOrder, NewOrderItem } from './repository';
import type { SettlementService } from './settlement';
import type { IdempotentCheckout } from './idempotency';
import { requestHash } from './idempotency';
import { isUuid } from '../../lib/ids';
import { paymentsNotSetUp } from '../../lib/payments-off';

export const soldOut = (line: Pick<ResolvedLine, 'name' | 'size'>) =>
  new HttpError(409, `Sorry, ${line.name} (${line.size}) just sold out.`);

function tooMany(lines: StoredCartLine[]) {
  const index = lines.indexOf(overCap(lines)!);
  const message = `You can add at most ${CART_LINE_QUANTITY_MAX} of one item.`;
  return new HttpError(400, `lines.${index}: ${message}`, { [`lines.${index}`]: message });
}

export interface CommerceDeps {
  repo: CommerceRepository;
  payments: OrderPayments;
  settlement: SettlementService;
  once: IdempotentCheckout;
  /** Best effort: a mail that cannot be sent is logged, never allowed to fail a paid order. */
  mail: (message: MailMessage) => Promise<void>;
}

/** The saved cart and merch checkout. Prices, stock and the discount always come from the database. */
export function commerceService({ repo, payments, settlement, once, mail }: CommerceDeps) {
  /**
   * Finds each line's variant (by colour and size, where size holds the vinyl format, 'Digital'
   * or 'OS') and its price. Strict: an unknown line is a 400 naming it; lenient: it is dropped.
   */
  async function resolve(lines: StoredCartLine[], strict: boolean): Promise<ResolvedLine[]> {
    const rows = await repo.variantsOf([...new Set(lines.map((l) => l.productId))]);
    const resolved: ResolvedLine[] = [];
    lines.forEach((line, index) => {
      const row = rows.find(
        (r) =>
          r.productId === line.productId &&
          r.colour === line.colour &&
          (r.size ?? r.format) === line.size,
      );
      if (row) {
        resolved.push({
          ...line,
          variantId: row.variantId,
          name: row.name,
          unitPriceCents: row.priceCents + row.priceDeltaCents,
          image: row.image?.url ?? '',
          stock: row.stock,
        });
        return;
      }
      if (!strict) return;
      const product = rows.find((r) => r.productId === line.productId);
      const problem = product
        ? `We have no ${product.name} in ${line.colour}, ${line.size}.`
        : `Product ${line.productId} is not in the shop.`;
      throw new HttpError(400, `lines.${index}: ${problem}`, { [`lines.${index}`]: problem });
    });
    return resolved;
  }

  // A confirmation page polls while a payment is pending; the provider is asked at most every few seconds per order.
  const askedAt = new Map<string, number>();
  function askProvider(orderId: string): boolean {
    const at = Date.now();
    if (at - (askedAt.get(orderId) ?? 0) < 3_000) return false;
    askedAt.set(orderId, at);
    if (askedAt.size > 10_000) askedAt.clear();
    return true;
  }

  /**
   * Card form: the card is charged first, so a decline changes nothing; then one transaction
   * takes the cart, the stock (one conditional UPDATE per line) and writes the paid order.
   * Hosted page: the stock is reserved with a pending order and the buyer is sent to the
   * provider's page; the order is paid when the provider says so (settlement.ts).
   */
  async function place(
    viewer: Viewer | null,
    body: OrderBody | HostedOrderBody,
    idempotencyKey: string | null,
    idempotencyHash: string,
  ): Promise<OrderCreated> {
    // Members buy their saved cart; only guests' lines come from the request.
    if (!viewer) await resolve(body.lines ?? [], true);
    const stored = viewer ? await repo.cart(viewer.userId) : mergeLines([], body.lines ?? []);
    if (overCap(stored)) throw tooMany(stored);
    const lines = await resolve(stored, false);
    if (lines.length === 0) throw new HttpError(400, 'Your cart is empty.');
    const short = lines.find((l) => l.stock < l.quantity);
    if (short) throw soldOut(short);
    const cart = priceLines(lines, viewer?.tier ?? null);
    const { addressLine1, addressLine2, shippingZip, country } = body;
    const order: NewOrder = {
      userId: viewer?.userId ?? null,
      email: body.email,
      subtotalCents: cart.subtotalCents,
      discountCents: cart.discountCents,
      totalCents: cart.totalCents,
      shipping: { addressLine1, ...(addressLine2 ? { addressLine2 } : {}), shippingZip, country },
      idempotencyKey,
      idempotencyHash: idempotencyKey ? idempotencyHash : null,
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

    if (payments.kind === 'hosted') {
      const expiresAt = settlement.reservationEnds();
      const orderId = await repo.checkout(async (writes) => {
        for (const line of byVariant)
          if (!(await writes.takeStock(line.variantId, line.quantity))) throw soldOut(line);
        return writes.insertOrder(order, items, { status: 'pending', expiresAt });
      });
      // With a discount the provider is asked for the order's total as one line, so its page
      // charges exactly what we computed (per-line rounding could differ by a cent).
      const pageLines =
        cart.discountCents > 0
          ? [
              {
                name: `Fan club merch order (VIP ${cart.discountPercent}% off)`,
                unitAmountCents: cart.totalCents,
                quantity: 1,
              },
            ]
          : lines.map((l) => ({
              name: `${l.name} (${l.colour}, ${l.size})`,
              unitAmountCents: l.unitPriceCents,
              quantity: l.quantity,
            }));
      return settlement.openPage(
        { id: orderId, email: body.email, totalCents: cart.totalCents, expiresAt },
        pageLines,
        '/cart',
      );
    }

    // No provider: fail closed before any stock or cart is touched (only a free order could go on).
    if (payments.kind === 'none' && cart.totalCents > 0) throw paymentsNotSetUp();
    const card =
      payments.kind === 'card'
        ? await payments.charge({
            email: body.email,
            amountCents: cart.totalCents,
            description: 'Fan club merch order',
            card: body as OrderBody,
          })
        : null;
    const orderId = await repo.checkout(async (writes) => {
      if (viewer && !(await writes.takeCart(viewer.userId, stored))) {
        throw new HttpError(
          409,
          'Your cart changed while you were paying. Please check it and try again.',
        );
      }
      for (const line of byVariant)
        if (!(await writes.takeStock(line.variantId, line.quantity))) throw soldOut(line);
      return writes.insertOrder(order, items, { status: 'paid', card });
    });
    await mail(orderConfirmation(body.email, orderId, cart, card));
    return settlement.paidAnswer(orderId, cart.totalCents);
  }

  const priced = async (viewer: Viewer) =>
    priceLines(await resolve(await repo.cart(viewer.userId), false), viewer.tier);

  return {
    cart: priced,

    /** Replaces the cart. Duplicate lines are folded together with the shared rule. */
    async replaceCart(viewer: Viewer, lines: StoredCartLine[]): Promise<PricedCart> {
      await resolve(lines, true);
      const merged = mergeLines([], lines);
      if (overCap(merged)) throw tooMany(merged);
      await repo.saveCart(viewer.userId, merged);
      return priced(viewer);
    },

    /** Guest lines join the saved cart; lines the shop no longer sells are skipped, not refused. */
    async mergeCart(viewer: Viewer, guest: StoredCartLine[]): Promise<PricedCart> {
      const known = await resolve(guest, false);
      const current = await repo.cart(viewer.userId);
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
    placeOrder(
      viewer: Viewer | null,
      body: OrderBody | HostedOrderBody,
      idempotencyKey?: string,
    ): Promise<OrderCreated> {
      const hash = requestHash('order', body);
      return once(
        idempotencyKey,
        { viewer, email: body.email },
        hash,
        () => place(viewer, body, idempotencyKey ?? null, hash),
        async (prior) => prior,
      );
    },

    async orders(viewer: Viewer): Promise<Order[]> {
      return (await repo.orders({ userId: viewer.userId })).map(toOrder);
    },

    /**
     * Only the buyer (signed in, or holding the order's key from the confirmation link) sees an
     * order; anyone else, and a malformed id, gets the same 404. A pending hosted order is first
     * checked with the provider, so the confirmation page does not wait on a slow webhook.
     */
    async order(viewer: Viewer | null, id: string, key: string | undefined): Promise<Order> {
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

type OrderRow = Awaited<ReturnType<CommerceRepository['orders']>>[number];

function toOrder({ order, items }: OrderRow): Order {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    card:
      order.cardBrand && order.cardLast4
        ? { brand: order.cardBrand, last4: order.cardLast4 }
        : null,
    shipping: order.shipping ?? null,
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
