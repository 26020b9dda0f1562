// Quantities and checkout bodies for merch and tickets (spec sections 4 and 5). The limits come
// from ../limits so the steppers in the UI and the server agree on the allowed range.
import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import {
  CART_LINE_QUANTITY_MAX,
  CART_LINES_MAX,
  PRODUCT_QUANTITY_MIN,
  TICKET_QUANTITY_MAX,
  TICKET_QUANTITY_MIN,
} from '../limits';
import { Payment } from './billing';
import { PresaleCodeText } from './presale';
import { DiscountCodeText } from './offers';
import { EntityId, ProductId } from './common';
import { ShippingAddress, Tracking } from './order-delivery';

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

/** A saved cart line's quantity: the product floor of 1 and our cap of 99 per line. */
export const CartLineQuantity = ProductQuantity.max(
  CART_LINE_QUANTITY_MAX,
  `You can add at most ${CART_LINE_QUANTITY_MAX} of one item.`,
);

/**
 * One cart line as the client sends it: what was chosen, never a price. Unknown keys (a client
 * `priceCents`, say) are stripped by zod, so a tampered price can never reach the pricing code.
 * `size` carries the vinyl format, 'Digital' for the EP and 'OS' for the tote.
 */
export const CartLineInput = z.object({
  productId: z
    .number()
    .int()
    .positive('The product id must be positive.')
    .max(2_147_483_647, 'That is not a product id.'),
  colour: z.string().trim().min(1, 'Please choose a colour.').max(40),
  size: z.string().trim().min(1, 'Please choose a size.').max(40),
  quantity: CartLineQuantity,
});
export type CartLineInput = z.infer<typeof CartLineInput>;

const CartLines = z
  .array(CartLineInput)
  .max(CART_LINES_MAX, `A cart holds at most ${CART_LINES_MAX} lines.`);

/** PUT /api/cart replaces the cart; POST /api/cart/merge adds a guest cart to it. */
export const CartBody = z.object({ lines: CartLines });
export type CartBody = z.infer<typeof CartBody>;

export const PricedCartLine = z.object({
  productId: z.number().int(),
  variantId: z.string(),
  name: z.string(),
  colour: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int().nonnegative(),
  image: z.string(),
  /** Whether this many can be bought right now. */
  inStock: z.boolean(),
});
export type PricedCartLine = z.infer<typeof PricedCartLine>;

/** The cart priced by the server: the VIP discount comes from the viewer's tier, never the client. */
export const PricedCart = z.object({
  lines: z.array(PricedCartLine),
  totalItems: z.number().int().nonnegative(),
  subtotalCents: z.number().int().nonnegative(),
  discountPercent: z.number().nonnegative(),
  discountCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
});
export type PricedCart = z.infer<typeof PricedCart>;

const ShippingFields = {
  recipientName: z.string().trim().min(1, 'Please enter who the parcel is for.').max(100),
  addressLine1: z.string().trim().min(1, 'Please enter your address.').max(200),
  addressLine2: z.string().trim().max(200).optional(),
  shippingZip: z
    .string()
    .trim()
    .min(3, 'Please enter your ZIP code.')
    .max(10, 'Please enter your ZIP code.'),
  city: z.string().trim().min(1, 'Please enter your city.').max(100),
  region: z.string().trim().min(1, 'Please enter your state or region.').max(100),
  acceptTerms: AcceptTerms,
  /** Guests only: a signed-in member always buys their saved cart. */
  lines: CartLines.optional(),
  /** A discount code (issue 33): members only, one per order, repriced by the server. */
  discountCode: DiscountCodeText.optional(),
};

/** The cart checkout form (spec section 3): who pays (and the card, in demo mode) plus the shipping address. */
export const OrderBody = Payment.extend(ShippingFields);
export type OrderBody = z.infer<typeof OrderBody>;

/**
 * What the web draws, never what it sends: our card form (demo) or nothing, since the provider's
 * hosted page (Stripe) takes the card. `paymentsEnabled` false: no provider is set up, so
 * subscribing and buying are refused (503).
 */
export const CheckoutOptions = z.object({ cardForm: z.boolean(), paymentsEnabled: z.boolean() });
export type CheckoutOptions = z.infer<typeof CheckoutOptions>;

/**
 * `paid`: the card was charged and `url` is our confirmation page. `pending`: `url` is the payment
 * provider's hosted page; the order is paid when the provider confirms it.
 */
export const OrderCreated = z.object({
  orderId: z.string(),
  totalCents: z.number().int(),
  status: z.enum(['paid', 'pending']),
  url: z.string(),
});
export type OrderCreated = z.infer<typeof OrderCreated>;

export const OrderItem = z.object({
  kind: z.enum(['merch', 'ticket']),
  productId: z.number().int().nullable(),
  eventId: z.string().nullable(),
  name: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
});

export const OrderStatus = z.enum(ORDER_STATUSES);

export const Order = z.object({
  id: z.string(),
  status: OrderStatus,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  /** The discount code used and what it took off after the VIP price (issue 33). */
  offerCode: z.string().nullable(),
  offerDiscountCents: z.number().int(),
  totalCents: z.number().int(),
  /** What the checkout charged for shipping and tax: today always 0 (prices include both). */
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  shipping: ShippingAddress.nullable(),
  /** Set when an admin marked it shipped; `deliveredAt` when they marked it delivered. */
  tracking: Tracking.nullable(),
  deliveredAt: z.string().nullable(),
  items: z.array(OrderItem),
});
export type Order = z.infer<typeof Order>;

/**
 * POST /api/events/:id/tickets: how many, who pays (with the card, in demo mode) and, in a
 * presale that needs one, the presale code.
 */
export const TicketOrderBody = Payment.extend({
  quantity: TicketQuantity,
  presaleCode: PresaleCodeText.optional(),
});
export type TicketOrderBody = z.infer<typeof TicketOrderBody>;

export const TicketsBought = OrderCreated.extend({
  /** The first of `ticketIds` (kept for older clients). */
  ticketId: z.string(),
  /** One ticket per admission, each with its own QR code (issue 31). */
  ticketIds: z.array(z.string()),
  quantity: z.number().int(),
});
export type TicketsBought = z.infer<typeof TicketsBought>;

/** A member's ticket; `code` is a signed ticket id the web app shows as a QR code at the door. */
export const MemberTicket = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  /** When the show ends, if the event says (the calendar entry); null: not given. */
  endDate: z.string().nullable(),
  timeZone: z.string(),
  venue: z.string(),
  location: z.string(),
  /** One admission per ticket since issue 31: always 1. */
  quantity: z.number().int(),
  status: z.enum(['paid', 'refunded']),
  /** Let in at the door: no code any more, and it can no longer be transferred. */
  used: z.boolean(),
  /** When it was bought: the list shows the newest purchase first. */
  purchasedAt: z.string(),
  /** The show is over: the ticket is kept as a keepsake, without a door code. */
  past: z.boolean(),
  /** The signed door code for the QR; null once the show is over (it would not scan anyway). */
  code: z.string().nullable(),
});
export type MemberTicket = z.infer<typeof MemberTicket>;

/** GET /api/admin/orders: the merch orders an admin ships, newest first, by status. */
export const AdminOrdersQuery = z.object({ status: OrderStatus.optional() });

export const AdminOrder = z.object({
  id: z.string(),
  email: z.string(),
  status: OrderStatus,
  /** False for ticket orders: nothing to post, so never shipped. */
  shippable: z.boolean(),
  subtotalCents: z.number(),
  discountCents: z.number(),
  shippingCents: z.number(),
  taxCents: z.number(),
  totalCents: z.number(),
  createdAt: z.string(),
  shipping: ShippingAddress.nullable(),
  tracking: Tracking.nullable(),
  deliveredAt: z.string().nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      size: z.string().nullable(),
      quantity: z.number(),
      unitPriceCents: z.number(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
export type AdminOrderItem = AdminOrder['items'][number];
