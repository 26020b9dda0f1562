import { sql } from 'drizzle-orm';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { ORDER_STATUSES } from '@fanclub/shared/order-status';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { events } from './events';
import { products, productVariants } from './shop';

/** City, state and name are asked since migration 0022; older orders lack them. */
export interface ShippingAddress {
  recipientName?: string;
  addressLine1: string;
  addressLine2?: string;
  city?: string;
  region?: string;
  shippingZip: string;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The discount code used (issue 33) and what it took off, after the VIP price. */
    offerCode: text('offer_code'),
    offerDiscountCents: integer('offer_discount_cents').notNull().default(0),
    /** The code's use a pending order holds (offers' redemption), given back if it is cancelled. */
    offerRedemptionId: uuid('offer_redemption_id'),
    totalCents: integer('total_cents').notNull(),
    shipping: jsonb('shipping').$type<ShippingAddress>(),
    // Only what may be kept about a card: never its number.
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The buyer's Idempotency-Key: a checkout retried after a lost answer returns this order instead of placing another. */
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the request that used the key (idempotency.ts): the same key with another body is a 422. */
    idempotencyHash: text('idempotency_hash'),
    /** Stripe mode: the Checkout Session that pays for this order (webhooks find the order by it). */
    checkoutSessionId: text('checkout_session_id').unique(),
    /** A pending order's stock is reserved until then; expired reservations are released. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set together when an admin marks the order shipped (admin-order-repository.ts). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The buyer's language when ordering (migration 0043): later mails' language for a guest. */
    locale: text('locale').$type<Locale>(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.status),
    // Settled orders of a date range, for the insights (migration 0034).
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
  ],
);

/** Merch lines count as "Merch Items" on the profile; ticket lines are listed but never counted as merch. */
export const ORDER_ITEM_KINDS = ['merch', 'ticket'] as const;

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_ITEM_KINDS }).notNull().default('merch'),
    /** Set for merch; null for tickets, which point at their event instead. */
    productId: integer('product_id').references(() => products.id),
    variantId: uuid('variant_id').references(() => productVariants.id),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    colour: text('colour'),
    size: text('size'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // An event's ticket money, for the insights' sell-through (migration 0034).
    index('order_items_event_idx')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
    check('order_items_merch_has_product', sql`${t.kind} <> 'merch' or ${t.productId} is not null`),
  ],
);

/** One line of a member's saved cart: what was chosen, never a price (prices come from products). */
export interface StoredCartLine {
  productId: number;
  colour: string;
  size: string;
  quantity: number;
}

/** The signed-in member's cart, so it follows them across devices and survives sign-out. */
export const carts = pgTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** pending: a hosted payment page is open and the seats are held; cancelled: it expired unpaid. */
export const TICKET_STATUSES = ['pending', 'paid', 'refunded', 'cancelled'] as const;

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // restrict, not cascade: a sold ticket must never vanish with its event or its holder
    // (docs/deleting-records.md); deleting either while tickets remain is refused.
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Always 1 since migration 0021 (one row, one QR, one admission); kept so seat sums read as before. */
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('paid'),
    /** Let in at the door (POST /api/tickets/verify): a used ticket scans no more and stays put. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who let it in and at which door (the scanner's own name for it), for "used at … by …". */
    admittedBy: text('admitted_by').references(() => users.id, { onDelete: 'set null' }),
    door: text('door'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId),
    index('tickets_event_idx').on(t.eventId),
    index('tickets_order_idx').on(t.orderId),
  ],
);
