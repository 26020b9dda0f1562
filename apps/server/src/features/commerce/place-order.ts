// Placing a merch order: with our card form (charge, then take cart and stock in one
// transaction) or with the provider's hosted page (reserve stock, pay there; settlement.ts).
import type { HostedOrderBody, OrderBody, OrderCreated } from '@fanclub/shared/schemas/commerce';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import { paymentsNotSetUp } from '../../lib/payments-off';
import { mergeLines, overCap, priceLines } from './cart-lines';
import { orderConfirmation } from './mail';
import { resolveLines, soldOut, tooMany } from './order-lines';
import type { NewOrder, NewOrderItem } from './repository';
import type { CommerceDeps } from './service';

/**
 * Card form: the card is charged first, so a decline changes nothing; then one transaction
 * takes the cart, the stock (one conditional UPDATE per line) and writes the paid order.
 * Hosted page: the stock is reserved with a pending order and the buyer is sent to the
 * provider's page; the order is paid when the provider says so (settlement.ts).
 */
export async function placeOrder(
  { repo, payments, settlement, mail }: CommerceDeps,
  viewer: Viewer | null,
  body: OrderBody | HostedOrderBody,
  idempotencyKey: string | null,
  idempotencyHash: string,
): Promise<OrderCreated> {
  // Members buy their saved cart; only guests' lines come from the request.
  if (!viewer) await resolveLines(repo, body.lines ?? [], true);
  const stored = viewer ? await repo.cart(viewer.userId) : mergeLines([], body.lines ?? []);
  if (overCap(stored)) throw tooMany(stored);
  const lines = await resolveLines(repo, stored, false);
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
