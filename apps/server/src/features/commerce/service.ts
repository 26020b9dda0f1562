import { CART_LINE_QUANTITY_MAX } from '@fanclub/shared/limits';
import type { Order, OrderBody, OrderCreated, PricedCart } from '@fanclub/shared/schemas/commerce';
import type { StoredCartLine } from '../../db/schema/commerce';
import type { MailMessage } from '../../plugins/mail';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import type { ResolvedLine } from './cart-lines';
import { capQuantities, mergeLines, overCap, priceLines } from './cart-lines';
import { orderConfirmation } from './mail';
import type { CardPayments } from './payments';
import type { CommerceRepository } from './repository';
import { isUuid } from '../../lib/ids';


export const soldOut = (line: Pick<ResolvedLine, 'name' | 'size'>) => new HttpError(409, `Sorry, ${line.name} (${line.size}) just sold out.`);

function tooMany(lines: StoredCartLine[]) {
  const index = lines.indexOf(overCap(lines)!);
  const message = `You can add at most ${CART_LINE_QUANTITY_MAX} of one item.`;
  return new HttpError(400, `lines.${index}: ${message}`, { [`lines.${index}`]: message });
}

export interface CommerceDeps {
  repo: CommerceRepository;
  payments: CardPayments;
  /** Best effort: a mail that cannot be sent is logged, never allowed to fail a paid order. */
  mail: (message: MailMessage) => Promise<void>;
}

/** The saved cart and merch checkout. Prices, stock and the discount always come from the database. */
export function commerceService({ repo, payments, mail }: CommerceDeps) {
  /**
   * Finds each line's variant (by colour and size, where size holds the vinyl format, 'Digital'
   * or 'OS') and its price. Strict: an unknown line is a 400 naming it; lenient: it is dropped.
   */
  async function resolve(lines: StoredCartLine[], strict: boolean): Promise<ResolvedLine[]> {
    const rows = await repo.variantsOf([...new Set(lines.map((l) => l.productId))]);
    const resolved: ResolvedLine[] = [];
    lines.forEach((line, index) => {
      const row = rows.find((r) => r.productId === line.productId && r.colour === line.colour && (r.size ?? r.format) === line.size);
      if (row) {
        resolved.push({ ...line, variantId: row.variantId, name: row.name, unitPriceCents: row.priceCents + row.priceDeltaCents, image: row.image?.url ?? '', stock: row.stock });
        return;
      }
      if (!strict) return;
      const product = rows.find((r) => r.productId === line.productId);
      const problem = product ? `We have no ${product.name} in ${line.colour}, ${line.size}.` : `Product ${line.productId} is not in the shop.`;
      throw new HttpError(400, `lines.${index}: ${problem}`, { [`lines.${index}`]: problem });
    });
    return resolved;
  }

  const priced = async (viewer: Viewer) => priceLines(await resolve(await repo.cart(viewer.userId), false), viewer.tier);

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
      const added = known.map(({ productId, colour, size, quantity }) => ({ productId, colour, size, quantity }));
      await repo.saveCart(viewer.userId, capQuantities(mergeLines(current, added)));
      return priced(viewer);
    },

    /**
     * Card first, so a decline changes nothing; then one transaction takes the cart, the stock
     * (one conditional UPDATE per line) and writes the order. Any failure rolls all of it back.
     */
    async placeOrder(viewer: Viewer | null, body: OrderBody): Promise<OrderCreated> {
      // Members buy their saved cart; only guests' lines come from the request.
      if (!viewer) await resolve(body.lines ?? [], true);
      const stored = viewer ? await repo.cart(viewer.userId) : mergeLines([], body.lines ?? []);
      if (overCap(stored)) throw tooMany(stored);
      const lines = await resolve(stored, false);
      if (lines.length === 0) throw new HttpError(400, 'Your cart is empty.');
      const short = lines.find((l) => l.stock < l.quantity);
      if (short) throw soldOut(short);
      const cart = priceLines(lines, viewer?.tier ?? null);

      const card = await payments.charge({ email: body.email, amountCents: cart.totalCents, description: 'Fan club merch order', card: body });
      // Every checkout locks variants in the same order, so two carts can never deadlock.
      const byVariant = [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId));
      const orderId = await repo.checkout(async (writes) => {
        if (viewer && !(await writes.takeCart(viewer.userId, stored))) {
          throw new HttpError(409, 'Your cart changed while you were paying. Please check it and try again.');
        }
        for (const line of byVariant) if (!(await writes.takeStock(line.variantId, line.quantity))) throw soldOut(line);
        const { addressLine1, addressLine2, shippingZip, country } = body;
        return writes.insertPaidOrder(
          {
            userId: viewer?.userId ?? null,
            email: body.email,
            subtotalCents: cart.subtotalCents,
            discountCents: cart.discountCents,
            totalCents: cart.totalCents,
            shipping: { addressLine1, ...(addressLine2 ? { addressLine2 } : {}), shippingZip, country },
            card,
          },
          lines.map((l) => ({ kind: 'merch', productId: l.productId, variantId: l.variantId, name: l.name, colour: l.colour, size: l.size, unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
        );
      });
      await mail(orderConfirmation(body.email, orderId, cart, card));
      return { orderId, totalCents: cart.totalCents, url: `/order-confirmation?id=${orderId}` };
    },

    async orders(viewer: Viewer): Promise<Order[]> {
      return (await repo.orders(viewer.userId)).map(toOrder);
    },

    /** Only the buyer sees an order; anyone else (and a malformed id) gets the same 404. */
    async order(viewer: Viewer, id: string): Promise<Order> {
      const [found] = isUuid(id) ? await repo.orders(viewer.userId, id) : [];
      if (!found) throw new HttpError(404, 'Order not found');
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
    card: order.cardBrand && order.cardLast4 ? { brand: order.cardBrand, last4: order.cardLast4 } : null,
    shipping: order.shipping ?? null,
    items: items.map((i) => ({ kind: i.kind, productId: i.productId, eventId: i.eventId, name: i.name, colour: i.colour, size: i.size, quantity: i.quantity, unitPriceCents: i.unitPriceCents })),
  };
}
