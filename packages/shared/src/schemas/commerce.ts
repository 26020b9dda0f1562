// Quantities and checkout bodies for merch and tickets (spec sections 4 and 5). The limits come
// from ../limits so the steppers in the UI and the server agree on the allowed range.
import { z } from 'zod';
import { PRODUCT_QUANTITY_MIN, TICKET_QUANTITY_MAX, TICKET_QUANTITY_MIN } from '../limits';
import { EntityId, ProductId } from './common';

export const TicketQuantity = z
  .number()
  .int('Please choose a whole number of tickets.')
  .min(TICKET_QUANTITY_MIN, `Please choose at least ${TICKET_QUANTITY_MIN} ticket.`)
  .max(TICKET_QUANTITY_MAX, `You can buy at most ${TICKET_QUANTITY_MAX} tickets at a time.`);

/** Products have a minimum of 1 and, per the spec, no upper bound. */
export const ProductQuantity = z
  .number()
  .int('Please choose a whole number of items.')
  .min(PRODUCT_QUANTITY_MIN, `Please choose at least ${PRODUCT_QUANTITY_MIN} item.`);

export const TicketPurchaseBody = z.object({
  eventId: EntityId,
  quantity: TicketQuantity,
});
export type TicketPurchaseBody = z.infer<typeof TicketPurchaseBody>;

/** One cart line as sent to checkout; the server looks up the price itself. */
export const CartItemBody = z.object({
  productId: ProductId,
  color: z.string().trim().min(1, 'Please choose a colour.'),
  // Records and downloads have no size, so an empty size is allowed here.
  size: z.string().trim(),
  quantity: ProductQuantity,
});
export type CartItemBody = z.infer<typeof CartItemBody>;

/** The cart checkout button stays disabled until the terms are accepted; the server agrees. */
export const AcceptTerms = z.literal(true, {
  error: 'Please accept the terms to continue.',
});
